import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** The ten information pages share one module; each has its own URL. */
export const infoPages = [
  "our-story",
  "team",
  "careers",
  "press",
  "help",
  "faq",
  "safety",
  "terms",
  "privacy",
  "cookies",
] as const;

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  ...infoPages.map((page) => route(page, "routes/info-page.tsx", { id: `info-${page}` })),
  route("services", "routes/services.tsx"),
  route("catalog", "routes/catalog.tsx"),
  route("category/:categoryName", "routes/category.tsx"),
  route("search", "routes/search.tsx"),
  route("service/:serviceId", "routes/service.tsx"),
  route("dashboard", "routes/dashboard.tsx", [
    index("routes/dashboard.overview.tsx"),
    route("bookings", "routes/dashboard.bookings.tsx"),
    route("bookings/:bookingId", "routes/dashboard.booking.tsx"),
    route("favorites", "routes/dashboard.favorites.tsx"),
    route("balance", "routes/dashboard.balance.tsx"),
    route("referrals", "routes/dashboard.referrals.tsx"),
    route("notifications", "routes/dashboard.notifications.tsx"),
    route("settings", "routes/dashboard.settings.tsx"),
    route("profile", "routes/dashboard.profile.tsx"),
  ]),
  // The operators' console: a supplier's team only (others get 404), guarded by its layout's middleware.
  route("operator", "routes/operator.tsx", [
    index("routes/operator.requests.tsx"),
    route("departures", "routes/operator.departures.tsx"),
    route("departures/:departureId", "routes/operator.departure.tsx"),
    route("services", "routes/operator.services.tsx"),
    route("services/new", "routes/operator.service-edit.tsx", { id: "operator-service-new" }),
    route("services/:serviceId", "routes/operator.service-edit.tsx", { id: "operator-service-edit" }),
    route("services/:serviceId/availability", "routes/operator.availability.tsx"),
    route("messages", "routes/operator.messages.tsx"),
    route("messages/:bookingId", "routes/operator.message.tsx"),
    route("reports", "routes/operator.reports.tsx"),
    route("team", "routes/operator.team.tsx"),
    route("notifications", "routes/operator.notifications.tsx"),
  ]),
  route("operator/departures/:departureId/manifest.csv", "routes/operator.manifest-csv.ts"),
  route("operator/reports.csv", "routes/operator.reports-csv.ts"),
  // An invitation to a supplier's team: outside the console, since the invitee is not a member yet.
  route("operator/invitations/:invitationId", "routes/operator.invitation.tsx"),
  // A request mail's signed Confirm and Reject links: no sign-in.
  route("respond/:token", "routes/respond.tsx"),
  // A co-traveller's signed link: their own details and the waiver, no sign-in (decision 042).
  route("participant/:token", "routes/participant.tsx"),
  // The platform's admin area: platform admins only (others get 404), guarded by its layout's middleware.
  route("admin", "routes/admin.tsx", [
    index("routes/admin.overview.tsx"),
    route("suppliers", "routes/admin.suppliers.tsx"),
    route("suppliers/:supplierId", "routes/admin.supplier.tsx"),
    route("bookings", "routes/admin.bookings.tsx"),
    route("bookings/:bookingId", "routes/admin.booking.tsx"),
    route("messages", "routes/admin.messages.tsx"),
    route("mail", "routes/admin.mail.tsx"),
    route("mail/:mailId", "routes/admin.mail-detail.tsx"),
    route("mail/:mailId/booking.ics", "routes/admin.mail-ics.ts"),
    route("audit", "routes/admin.audit.tsx"),
    route("newsletters", "routes/admin.newsletters.tsx"),
    route("newsletters/:newsletterId", "routes/admin.newsletter.tsx"),
  ]),
  layout("routes/signed-in.tsx", [
    route("orders/:reference", "routes/order.tsx"),
    route("checkout/sbp", "routes/sbp.tsx"),
    route("checkout/crypto/:paymentId", "routes/crypto.tsx"),
  ]),
  // Sign in or up as a page: where the header's "Sign in" leads before the page's scripts run.
  route("sign-in", "routes/sign-in.tsx"),
  // "Forgot password?": ask for a link, and the page the mailed link lands on (no sign-in).
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  // The link mailed to a new sign-in address: following it confirms the change (no sign-in).
  route("account/email/:token", "routes/account.email.tsx"),
  route("preferences", "routes/preferences.ts"),
  // Resource routes: the actions (and loaders) behind dialogs and buttons that live on every page.
  route("resources/favorites", "routes/resources/favorites.ts"),
  route("resources/auth", "routes/resources/auth.ts"),
  route("resources/search-suggestions", "routes/resources/search-suggestions.ts"),
  route("resources/cart", "routes/resources/cart.ts"),
  route("resources/checkout", "routes/resources/checkout.ts"),
  route("resources/reviews/:serviceId", "routes/resources/reviews.ts"),
  // One-click unsubscribe from a mail's footer: no sign-in (the signed token decides).
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
