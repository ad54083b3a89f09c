import { z } from "zod";
import { idParamSchema, reviewSchema, supplierMessageSchema } from "../../core/schemas.ts";
import { bookingDetail, contactSupplier } from "../modules/booking/booking-detail.ts";
import { rateBooking, serviceReviews } from "../modules/booking/reviews.ts";
import { ok } from "./http.ts";
import { signedIn, type SignedInEnv } from "./guards.ts";
import { apiRouter, bookingParams, json, route } from "./route.ts";

/** A booking's own page (detail, review, messages to the supplier) and a service's public reviews. */
export const reviewRoutes = apiRouter<SignedInEnv>();
reviewRoutes.use("/booking/*", signedIn);
reviewRoutes
  .openapi(
    route({
      method: "get",
      path: "/booking/{id}/detail",
      summary: "One of the user's bookings with its order, payment, supplier contact, review and messages",
      auth: true,
      request: { params: bookingParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const { db, now } = c.var.services;
      return ok(c, await bookingDetail(db, c.var.user.id, c.req.valid("param").id, now()));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/booking/{id}/review",
      summary: "Rate a completed booking, once; the service's rating and review count follow",
      auth: true,
      request: { params: bookingParams, body: json(reviewSchema) },
      statuses: [200, 400, 401, 404, 409, 429],
    }),
    async (c) => {
      const { db, now, catalog } = c.var.services;
      const { id } = c.req.valid("param");
      return ok(c, await rateBooking(db, catalog, c.var.user.id, id, c.req.valid("json"), now()));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/booking/{id}/messages",
      summary: "Write to the supplier of a confirmed booking",
      auth: true,
      request: { params: bookingParams, body: json(supplierMessageSchema) },
      statuses: [201, 400, 401, 404, 409, 429],
    }),
    async (c) => {
      const { db, now } = c.var.services;
      const { id } = c.req.valid("param");
      const { message } = c.req.valid("json");
      return ok(c, await contactSupplier(db, c.var.user.id, id, message, now()), 201);
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/services/{id}/reviews",
      summary: "A service's reviews, newest first",
      request: { params: z.object({ id: idParamSchema }) },
      statuses: [200, 400, 404],
    }),
    async (c) => ok(c, await serviceReviews(c.var.services.db, c.req.valid("param").id)),
  );
