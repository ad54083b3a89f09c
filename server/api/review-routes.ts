import { Hono } from "hono";
import { idParamSchema, reviewSchema, supplierMessageSchema } from "../../core/schemas.ts";
import { bookingDetail, contactSupplier } from "../modules/booking/booking-detail.ts";
import { rateBooking, serviceReviews } from "../modules/booking/reviews.ts";
import { bookingIdSchema } from "../../core/schemas.ts";
import { jsonBody, ok, parse, parseParam } from "./http.ts";
import { signedIn, type SignedInEnv } from "./guards.ts";

/** A booking's own page (detail, review, messages to the supplier) and a service's public reviews. */
export const reviewRoutes = new Hono<SignedInEnv>()
  .use("/booking/*", signedIn)
  .get("/booking/:id/detail", async (c) => {
    const user = c.var.user;
    const id = parseParam("id", bookingIdSchema, c.req.param("id"));
    const { db, now } = c.var.services;
    return ok(c, await bookingDetail(db, user.id, id, now()));
  })
  .post("/booking/:id/review", async (c) => {
    const user = c.var.user;
    const id = parseParam("id", bookingIdSchema, c.req.param("id"));
    const input = parse(reviewSchema, await jsonBody(c));
    const { db, now, catalog } = c.var.services;
    return ok(c, await rateBooking(db, catalog, user.id, id, input, now()));
  })
  .post("/booking/:id/messages", async (c) => {
    const user = c.var.user;
    const id = parseParam("id", bookingIdSchema, c.req.param("id"));
    const { message } = parse(supplierMessageSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await contactSupplier(db, user.id, id, message, now()), 201);
  })
  .get("/services/:id/reviews", async (c) => {
    const id = parseParam("id", idParamSchema, c.req.param("id"));
    return ok(c, await serviceReviews(c.var.services.db, id));
  });
