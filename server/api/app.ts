import { Hono } from "hono";
import { clientAddress } from "../client-ip.ts";
import { notFound } from "../errors.ts";
import { databaseHealth } from "../modules/health/health.ts";
import type { AppServices } from "../services.ts";
import { authRoutes } from "./auth-routes.ts";
import { bookingRoutes } from "./booking-routes.ts";
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
import { profileRoutes } from "./profile-routes.ts";
import { operatorRoutes } from "./operator-routes.ts";
import { operatorServiceRoutes } from "./operator-service-routes.ts";
import { operatorAvailabilityRoutes } from "./operator-availability-routes.ts";
import { adminRoutes } from "./admin-routes.ts";
import { invitationRoutes, operatorTeamRoutes } from "./operator-team-routes.ts";
import { adminsOnly, operatorsOnly, type OperatorEnv, type SignedInEnv } from "./guards.ts";
import { notificationRoutes } from "./notification-routes.ts";
import { adminMailRoutes } from "./admin-mail-routes.ts";

// The console and the admin area: each behind its guard, once for all of its routes.
const operatorApi = new Hono<OperatorEnv>()
  .use(operatorsOnly)
  .route("/", operatorRoutes)
  .route("/", operatorServiceRoutes)
  .route("/", operatorAvailabilityRoutes)
  .route("/", operatorTeamRoutes);
const adminApi = new Hono<SignedInEnv>().use(adminsOnly).route("/", adminRoutes).route("/", adminMailRoutes);

/** The JSON API under /api, in-process testable with `app.request()`. */
export function createApi(services: AppServices) {
  const api = new Hono<ApiEnv>()
    .use(sameOriginOnly(services.env.baseUrl))
    .use(async (c, next) => {
      c.set("services", services);
      c.set("clientIp", clientAddress(c, services.env.trustProxy));
      c.header("Cache-Control", "no-store");
      await next();
    })
    // A write that changes what public pages show: the copies kept for visitors drop.
    .use(services.signalWrites)
    .get("/health", async (c) => ok(c, await databaseHealth(services)))
    .get("/rates", async (c) => ok(c, await services.rates.get()))
    .get("/openapi.json", (c) => c.json(openApiDocument(services.env.baseUrl)))
    .route("/", catalogRoutes)
    .route("/", cartRoutes)
    .route("/", bookingRoutes)
    .route("/", checkoutRoutes)
    .route("/", authRoutes)
    .route("/", contactRoutes)
    .route("/", favoriteRoutes)
    .route("/", pointsRoutes)
    .route("/", paymentRoutes)
    .route("/", referralRoutes)
    .route("/", reviewRoutes)
    .route("/", profileRoutes)
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
