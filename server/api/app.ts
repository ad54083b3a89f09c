import { Hono } from "hono";
import { clientAddress } from "../client-ip.ts";
import { notFound } from "../errors.ts";
import { databaseHealth } from "../modules/health/health.ts";
import type { AppServices } from "../services.ts";
import { authRoutes, betterAuthRoutes } from "./auth-routes.ts";
import { bookingRoutes } from "./booking-routes.ts";
import { coTravellerRoutes, participantRoutes } from "./participant-routes.ts";
import { cartRoutes } from "./cart-routes.ts";
import { catalogRoutes } from "./catalog-routes.ts";
import { checkoutRoutes } from "./checkout-routes.ts";
import { contactRoutes } from "./contact-routes.ts";
import { favoriteRoutes } from "./favorite-routes.ts";
import { errorResponse, ok, type ApiEnv } from "./http.ts";
import { openApiDocument } from "./openapi.ts";
import { sameOriginOnly } from "./same-origin.ts";
import { pointsRoutes } from "./points-routes.ts";
import { paymentRoutes } from "./payment-routes.ts";
import { referralRoutes } from "./referral-routes.ts";
import { reviewRoutes } from "./review-routes.ts";
import { emailConfirmRoutes, profileRoutes } from "./profile-routes.ts";
import { operatorRoutes } from "./operator-routes.ts";
import { operatorServiceRoutes } from "./operator-service-routes.ts";
import { operatorAvailabilityRoutes } from "./operator-availability-routes.ts";
import { operatorPricingRoutes } from "./operator-pricing-routes.ts";
import { adminRoutes } from "./admin-routes.ts";
import { invitationRoutes, operatorTeamRoutes } from "./operator-team-routes.ts";
import { adminsOnly, operatorsOnly, type OperatorEnv, type SignedInEnv } from "./guards.ts";
import { notificationRoutes } from "./notification-routes.ts";
import { apiRouter, route } from "./route.ts";
import { adminMailRoutes } from "./admin-mail-routes.ts";
import { adminAuditRoutes } from "./admin-audit-routes.ts";
import { adminNewsletterRoutes } from "./admin-newsletter-routes.ts";

// The console and the admin area: each behind its guard, once for all of its routes.
const operatorApi = apiRouter<OperatorEnv>()
  .use(operatorsOnly)
  .route("/", operatorRoutes)
  .route("/", operatorServiceRoutes)
  .route("/", operatorAvailabilityRoutes)
  .route("/", operatorPricingRoutes)
  .route("/", operatorTeamRoutes);
const adminApi = apiRouter<SignedInEnv>()
  .use(adminsOnly)
  .route("/", adminRoutes)
  .route("/", adminMailRoutes)
  .route("/", adminAuditRoutes)
  .route("/", adminNewsletterRoutes);

/** Liveness and the exchange rates: no input, no session. */
const platformRoutes = apiRouter<ApiEnv>()
  .openapi(
    route({
      method: "get",
      path: "/health",
      summary: "Liveness and database check",
      statuses: [200, 503],
    }),
    async (c) => ok(c, await databaseHealth(c.var.services)),
  )
  .openapi(
    route({
      method: "get",
      path: "/rates",
      summary: "USD-based exchange rates (live, cached or default)",
      statuses: [200],
    }),
    async (c) => ok(c, await c.var.services.rates.get()),
  );

/** The JSON API under /api, in-process testable with `app.request()`. */
export function createApi(services: AppServices) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const api = apiRouter<ApiEnv>();
  api
    .use(sameOriginOnly(services.env.baseUrl))
    .use(async (c, next) => {
      c.set("services", services);
      c.set("clientIp", clientAddress(c, services.env.trustProxy));
      c.header("Cache-Control", "no-store");
      await next();
    })
    .get("/openapi.json", (c) => c.json((document ??= openApiDocument(api, services.env.baseUrl))))
    .route("/", platformRoutes)
    .route("/", catalogRoutes)
    .route("/", cartRoutes)
    .route("/", bookingRoutes)
    .route("/", participantRoutes)
    .route("/", coTravellerRoutes)
    .route("/", checkoutRoutes)
    .route("/", authRoutes)
    .route("/", betterAuthRoutes)
    .route("/", contactRoutes)
    .route("/", favoriteRoutes)
    .route("/", pointsRoutes)
    .route("/", paymentRoutes)
    .route("/", referralRoutes)
    .route("/", reviewRoutes)
    .route("/", profileRoutes)
    .route("/", emailConfirmRoutes)
    .route("/", notificationRoutes)
    .route("/", invitationRoutes)
    .route("/operator", operatorApi)
    .route("/admin", adminApi)
    .all("*", () => {
      throw notFound("pageNotFound");
    });
  api.onError(errorResponse);
  api.notFound((c) => errorResponse(notFound("pageNotFound"), c));
  return new Hono().route("/api", api);
}
