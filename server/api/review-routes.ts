import { z } from "zod";
import { REVIEWS_MAX_PAGE_SIZE, REVIEWS_PAGE_SIZE } from "../../core/pagination.ts";
import {
  idParamSchema,
  reviewSchema,
  reviewsQuerySchema,
  supplierMessageSchema,
} from "../../core/schemas.ts";
import { bookingDetail, contactSupplier } from "../modules/booking/booking-detail.ts";
import { rateBooking, serviceReviews } from "../modules/booking/reviews.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, visitorContext, type SignedInEnv } from "./guards.ts";
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
      description:
        "`noShow` is true for a completed booking whose guests the operator marked as not having come: it earned no points back and no referral reward, and `canRate` is false. `status` stays `completed`.",
      auth: true,
      request: { params: bookingParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await bookingDetail(actorContext(c), { bookingId: c.req.valid("param").id })),
  )
  .openapi(
    route({
      method: "post",
      path: "/booking/{id}/review",
      summary: "Rate a completed booking, once; the service's rating and review count include it at once",
      description:
        "409 `rateCompletedOnly` before the trip is completed, `alreadyRated` the second time, `rateNoShow` for a booking checked in as a no-show.",
      auth: true,
      request: { params: bookingParams, body: json(reviewSchema) },
      statuses: [200, 400, 401, 404, 409, 429],
    }),
    async (c) => {
      const input = { bookingId: c.req.valid("param").id, review: c.req.valid("json") };
      return ok(c, await rateBooking(actorContext(c), input));
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
      const input = { bookingId: c.req.valid("param").id, message: c.req.valid("json").message };
      return ok(c, await contactSupplier(actorContext(c), input), 201);
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/services/{id}/reviews",
      summary: "A page of a service's reviews, newest first, and how many there are",
      description: `\`page\` is 1-based (default 1); \`pageSize\` defaults to ${REVIEWS_PAGE_SIZE}, at most ${REVIEWS_MAX_PAGE_SIZE} (400 \`tooSmall\` / \`tooLarge\` outside). \`total\` equals the \`reviews\` count of \`GET /api/services/{id}\`: both are read from the same stored reviews. A page past the last has no items. Each review is a rated booking; \`comment\` is null when the guest left only stars, \`author\` null once the account is deleted.`,
      request: { params: z.object({ id: idParamSchema }), query: reviewsQuerySchema },
      statuses: [200, 400, 404],
    }),
    async (c) =>
      ok(
        c,
        await serviceReviews(visitorContext(c), {
          serviceId: c.req.valid("param").id,
          ...c.req.valid("query"),
        }),
      ),
  );
