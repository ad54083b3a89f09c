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
    route("settings", "routes/dashboard.settings.tsx"),
    route("profile", "routes/dashboard.profile.tsx"),
  ]),
  layout("routes/signed-in.tsx", [
    route("orders/:reference", "routes/order.tsx"),
    route("checkout/sbp", "routes/sbp.tsx"),
  ]),
  route("preferences", "routes/preferences.ts"),
  // Resource routes: the actions (and loaders) behind dialogs and buttons that live on every page.
  route("resources/favorites", "routes/resources/favorites.ts"),
  route("resources/auth", "routes/resources/auth.ts"),
  route("resources/search-suggestions", "routes/resources/search-suggestions.ts"),
  route("resources/cart", "routes/resources/cart.ts"),
  route("resources/checkout", "routes/resources/checkout.ts"),
  route("resources/reviews/:serviceId", "routes/resources/reviews.ts"),
  route("sign-out", "routes/sign-out.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
