import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, operatorToday } from "../../core/dates.ts";
import { addMonths } from "../../core/reports.ts";
import { bookings } from "../../server/db/schema.ts";
import { placeBooking, setStatus } from "../support/bookings.ts";
import type { User } from "../support/accounts.ts";
import { useConsoleApp, type Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { SupplierReport } from "../support/api-views.ts";

// The console's reports: bookings, guests and revenue per month and service.

let app: TestApp;
let ops: Sessions;
let guest: User;
useConsoleApp({ traveller: "Gina Guest" }, (made) => ({ app, ops, traveller: guest } = made));

type Lines = Record<(typeof lineKeys)[number], number>;
const lineKeys = [
  "baseCents",
  "feesCents",
  "taxesCents",
  "discountCents",
  "totalCents",
  "depositCents",
] as const;

/** The sales figures before, plus the bookings' stored lines (no balance left: paid in full). */
function sold(before: Lines & { balanceDueCents: number }, added: Lines[]) {
  const sum = (key: keyof Lines) => before[key] + added.reduce((total, b) => total + b[key], 0);
  return {
    ...Object.fromEntries(lineKeys.map((key) => [key, sum(key)])),
    balanceDueCents: before.balanceDueCents,
  };
}

describe("reports", () => {
  it("counts bookings, guests and revenue per month and service, and what did not happen", async () => {
    const month = addDays(operatorToday(app.clock.now), 62).slice(0, 7);
    const report = async (token = ops.avacha) =>
      expectData(
        await app.request<SupplierReport>("GET", `/api/operator/reports?from=${month}&to=${month}`, {
          token,
        }),
      );
    const before = (await report()).totals;
    const kept = await placeBooking(
      app,
      guest,
      { serviceId: 5, daysAhead: 62, guests: 3 },
      { currency: "EUR" },
    );
    const cancelled = await placeBooking(app, guest, { serviceId: 5, daysAhead: 62, guests: 1 });
    await app.services.db
      .update(bookings)
      .set({ status: "cancelled", cancelledBy: "guest" })
      .where(eq(bookings.id, cancelled.booking.id));
    const noShow = await placeBooking(app, guest, { serviceId: 3, daysAhead: 62, guests: 2 });
    await app.services.db
      .update(bookings)
      .set({ status: "completed", checkIn: "no_show" })
      .where(eq(bookings.id, noShow.booking.id));
    const rejected = await placeBooking(app, guest, { serviceId: 3, daysAhead: 62, guests: 1 });
    await setStatus(app, rejected.booking.id, "rejected");

    const after = await report();
    expect(after.months).toHaveLength(1);
    expect(after.totals).toEqual({
      bookings: before.bookings + 2,
      guests: before.guests + 5,
      revenueCents: before.revenueCents + kept.booking.totalCents + noShow.booking.totalCents,
      // What was charged, in the currency it was charged in: euro cents for the euro order.
      chargedUsdMinor: before.chargedUsdMinor + noShow.order.chargedMinor,
      chargedEurMinor: before.chargedEurMinor + kept.order.chargedMinor,
      chargedRubMinor: before.chargedRubMinor,
      pointsCents: before.pointsCents,
      // What they were sold for, from their stored lines (neither takes a deposit).
      ...sold(before, [kept.booking, noShow.booking]),
      cancelledByGuest: before.cancelledByGuest + 1,
      cancelledByOperator: before.cancelledByOperator,
      rejectedByOperator: before.rejectedByOperator,
      rejectedByDeadline: before.rejectedByDeadline + 1,
      noShows: before.noShows + 1,
    });
    expect(after.months[0]).toEqual({ month, ...after.totals });
    expect(after.services.map((s: { serviceId: number }) => s.serviceId).sort()).toEqual([3, 5]);
    expect(after.rows.every((r: { month: string }) => r.month === month)).toBe(true);
    // Another supplier's report does not see them.
    const hunting = await report(ops.hunting);
    expect(hunting.services.every((s: { serviceId: number }) => s.serviceId === 1)).toBe(true);
  });

  it("defaults to the last 12 months and the next 3; refuses bad months", async () => {
    const res = await app.request<SupplierReport>("GET", "/api/operator/reports", { token: ops.avacha });
    expect(expectData(res).months).toHaveLength(15);
    const current = operatorToday(app.clock.now).slice(0, 7);
    expect(expectData(res).to).toBe(addMonths(current, 3));
    const bad = await app.request<SupplierReport>("GET", "/api/operator/reports?from=2026-13", {
      token: ops.avacha,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalidMonth");
    const backwards = await app.request<SupplierReport>(
      "GET",
      "/api/operator/reports?from=2026-05&to=2026-01",
      {
        token: ops.avacha,
      },
    );
    expect(backwards.body.code).toBe("monthRange");
    const long = await app.request<SupplierReport>("GET", "/api/operator/reports?from=2020-01&to=2026-12", {
      token: ops.avacha,
    });
    expect(expectData(long).months).toHaveLength(36);
  });
});
