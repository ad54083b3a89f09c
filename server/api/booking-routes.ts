import { Hono } from "hono";
import { z } from "zod";
import {
  bookingCreateSchema,
  bookingUpdateSchema,
  idempotencyKeySchema,
  bookingIdSchema,
} from "../../core/schemas.ts";
import { badRequest } from "../errors.ts";
import { cancelBooking, getBookingWithOrder, getOrder, listBookings } from "../modules/booking/booking.ts";
import { placeOrder } from "../modules/checkout/use-cases.ts";
import { jsonBody, ok, parse, parseParam } from "./http.ts";
import { actorContext, ownUserId, signedIn, type SignedInEnv } from "./guards.ts";

const orderReferenceSchema = z.string().regex(/^PA-[A-Z0-9]{6}$/, "invalidReference");

export const bookingRoutes = new Hono<SignedInEnv>()
  .use("/bookings/*", signedIn)
  .use("/bookings/:userId", ownUserId)
  .use("/booking/*", signedIn)
  .use("/orders/*", signedIn)
  .post("/bookings", async (c) => {
    const order = parse(bookingCreateSchema, await jsonBody(c));
    const header = c.req.header("Idempotency-Key");
    const idempotencyKey =
      header === undefined ? undefined : parseParam("Idempotency-Key", idempotencyKeySchema, header);
    return ok(c, await placeOrder(actorContext(c), { order, idempotencyKey }), 201);
  })
  .get("/bookings/:userId", async (c) => {
    const user = c.var.user;
    const { db, now } = c.var.services;
    return ok(c, await listBookings(db, user.id, now()));
  })
  .get("/booking/:id", async (c) => {
    const user = c.var.user;
    const id = parseParam("id", bookingIdSchema, c.req.param("id"));
    const { db, now } = c.var.services;
    return ok(c, await getBookingWithOrder(db, user.id, id, now()));
  })
  .get("/orders/:reference", async (c) => {
    const user = c.var.user;
    const reference = parseParam("reference", orderReferenceSchema, c.req.param("reference"));
    const { db, now } = c.var.services;
    return ok(c, await getOrder(db, user.id, reference, now()));
  })
  .put("/booking/:id", async (c) => {
    const user = c.var.user;
    const id = parseParam("id", bookingIdSchema, c.req.param("id"));
    const body = await jsonBody(c);
    if (typeof body !== "object" || body === null) throw badRequest("bodyNotObject");
    parse(bookingUpdateSchema, body);
    const { db, now } = c.var.services;
    return ok(c, await cancelBooking(db, user.id, id, now()));
  });
