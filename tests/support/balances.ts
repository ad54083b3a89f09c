import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import * as t from "../../server/db/schema.ts";
import type { User } from "./accounts.ts";
import type { BookingWithOrder } from "./api-views.ts";
import { freshIp, placeBooking } from "./bookings.ts";
import type { TestApp } from "./test-app.ts";

// The river float (service 2) with a deposit, for the balance's tests (balance*.test.ts): $1,800
// an adult, a $15 park entry per paying person, 30 % deposit, the balance due 30 days before.

// Two adults on a winter day (no season): 2 × $1,800 + 2 × $15 = $3,630; 30 % = $1,089.
export const TOTAL = 363_000;
export const DEPOSIT = 108_900;
export const BALANCE = 254_100;
export const RATES = { USD: 1, EUR: 0.92, RUB: 91.5 } as const;

/** The file's helpers over its app (read when called, once the app is made). */
export function floatHelpers(app: () => TestApp) {
  // Each booking its own day from 40 days ahead, so seats never run out.
  let day = 40;
  return {
    nextDay: () => day++,
    /** Two adults on the float 40+ days ahead, paid in `currency`: the deposit now. */
    bookFloat: (user: User, currency: keyof typeof RATES = "USD", daysAhead = day++) =>
      placeBooking(app(), user, { serviceId: 2, daysAhead, guests: 2 }, { currency }),
    pay: (user: User | null, bookingId: string, body: Record<string, unknown>, key?: string) =>
      app().request<BookingWithOrder>("POST", `/api/booking/${bookingId}/balance`, {
        token: user?.token,
        ip: freshIp(),
        headers: key ? { "Idempotency-Key": key } : undefined,
        body,
      }),
    orderRow: async (id: string) =>
      (await app().services.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!,
    givePoints: (user: User, amountCents: number) =>
      app().services.db.insert(t.transactions).values({
        id: randomUUID(),
        userId: user.id,
        type: "credit",
        kind: "top_up",
        amountCents,
        description: "Top-up",
      }),
  };
}
