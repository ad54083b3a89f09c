import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { bookings, payments } from "../../server/db/schema.ts";
import { bookingBody, cartItem } from "./factories.ts";
import type { TestApp } from "./test-app.ts";
import { expectData } from "./answers.ts";
import type { CreatedOrder, Held } from "../../core/views.ts";

let ipCounter = 0;
/** Booking is limited per client address; each booking made by a helper comes from a new one. */
export const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

/** Pays for one line through the API and answers the created order and its booking. */
export async function placeBooking(
  app: TestApp,
  user: { token: string },
  item: Parameters<typeof cartItem>[1] = {},
  overrides: Record<string, unknown> = {},
) {
  const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
    token: user.token,
    ip: freshIp(),
    body: bookingBody([cartItem(app, item)], overrides),
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { order, bookings } = expectData(res);
  return { order, booking: bookings[0]! };
}

/** What the operator does outside the API (there is no supplier interface yet): set a status. */
export async function setStatus(
  app: TestApp,
  bookingId: string,
  status: (typeof bookings.$inferSelect)["status"],
) {
  await app.services.db.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
}

/** Runs `fn` with the test clock at `at`, then puts it back. */
export async function at<T>(app: TestApp, when: Date, fn: () => Promise<T>): Promise<T> {
  const saved = app.clock.now;
  app.clock.now = when;
  try {
    return await fn();
  } finally {
    app.clock.now = saved;
  }
}

/** Puts one line in the user's cart and holds it for checkout: what the checkout dialog shows. */
export async function holdOne(
  app: TestApp,
  user: { id: string; token: string },
  item: ReturnType<typeof cartItem>,
) {
  const added = await app.request("POST", `/api/cart/${user.id}`, { token: user.token, body: item });
  expect(added.status).toBe(201);
  const held = await app.request<Held>("POST", "/api/checkout/hold", { token: user.token });
  return expectData(held, 201);
}

/** An order's refunds, as amounts. */
export const orderRefunds = (app: TestApp, orderId: string) =>
  app.services.db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "refunded")));
