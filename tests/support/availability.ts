import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { addDays, operatorToday } from "../../core/dates.ts";
import { departureId } from "../../core/operator.ts";
import { bookings, payments } from "../../server/db/schema.ts";
import { useConsoleApp, type ConsoleApp } from "./operators.ts";
import { TEST_NOW, type TestApp } from "./test-app.ts";
import { expectData } from "./answers.ts";
import type { ServicePage } from "./api-views.ts";

/** Days of the operator's calendar counted from `now`, and the id of a departure on one. */
export function calendar(now: Date) {
  const day = (daysAhead: number) => addDays(operatorToday(now), daysAhead);
  const departure = (daysAhead: number, time = "08:00", serviceId = 3) =>
    departureId({ serviceId, date: day(daysAhead), time });
  return { day, departure };
}

/**
 * The availability files' console app (the seeded teams and Tina Traveller at TEST_NOW, handed to
 * `use` before their tests) and the calendar counted from then.
 */
export function useAvailabilityApp(use: (made: ConsoleApp) => unknown) {
  useConsoleApp({ now: TEST_NOW, traveller: "Tina Traveller" }, use);
  return calendar(TEST_NOW);
}

/** The slot as /service/:id shows it to travellers. */
export async function publicSlot(app: TestApp, serviceId: number, date: string, time: string) {
  const res = await app.request<ServicePage>("GET", `/api/services/${serviceId}`);
  expect(res.status).toBe(200);
  const found = expectData(res).availability.find((d) => d.date === date);
  return found?.timeSlots.find((s) => s.time === time);
}

/** The refunds recorded for the orders of these bookings. */
export async function refundsOf(app: TestApp, bookingIds: string[]) {
  const rows = await app.services.db
    .select({ orderId: bookings.orderId, reference: bookings.reference })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
  return app.services.db
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      providerReference: payments.providerReference,
    })
    .from(payments)
    .where(
      and(
        inArray(
          payments.orderId,
          rows.map((r) => r.orderId),
        ),
        eq(payments.status, "refunded"),
      ),
    );
}

export async function bookingRow(app: TestApp, id: string) {
  const [row] = await app.services.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}
