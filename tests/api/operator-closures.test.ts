import { describe, expect, it } from "vitest";
import type { User } from "../support/accounts.ts";
import { bookingRow, publicSlot, refundsOf, useAvailabilityApp } from "../support/availability.ts";
import { freshIp, placeBooking } from "../support/bookings.ts";
import { bookingBody, cartItem } from "../support/factories.ts";
import type { Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { CreatedOrder } from "../../core/views.ts";
import type { AvailabilityView, CatalogPage, ClosureAdded, Closures } from "../support/api-views.ts";

// Closed date ranges: days a service does not run, and what becomes of their bookings.

let app: TestApp;
let ops: Sessions;
let traveller: User;
const { day } = useAvailabilityApp((made) => ({ app, ops, traveller } = made));

describe("closed date ranges", () => {
  it("refuses an end before the start and dates that are not dates", async () => {
    const backwards = await app.request<ClosureAdded>("POST", "/api/operator/services/3/closures", {
      body: { startDate: day(70), endDate: day(69) },
      token: ops.avacha,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ code: "closureRange", field: "endDate" });
    const bad = await app.request<ClosureAdded>("POST", "/api/operator/services/3/closures", {
      body: { startDate: "2026-02-30", endDate: day(69) },
      token: ops.avacha,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "invalidDate", field: "startDate" });
  });

  it("closes the days for travellers, asks about bookings, cancels them with a reason, and opens again when removed", async () => {
    const { booking } = await placeBooking(app, traveller, {
      serviceId: 3,
      daysAhead: 72,
      time: "14:00",
      guests: 2,
    });
    const range = { startDate: day(71), endDate: day(73) };

    const refused = await app.request<ClosureAdded>("POST", "/api/operator/services/3/closures", {
      body: range,
      token: ops.avacha,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "departureHasBookings", count: 1 });

    const reason = "Road to the volcano washed out";
    const added = await app.request<ClosureAdded>("POST", "/api/operator/services/3/closures", {
      body: { ...range, cancelBookings: true, reason },
      token: ops.avacha,
    });
    expect(added.status).toBe(201);
    expect(expectData(added)).toMatchObject({ closure: range, cancelled: 1 });
    expect(await bookingRow(app, booking.id)).toMatchObject({ status: "rejected", statusReason: reason });
    expect(await refundsOf(app, [booking.id])).toHaveLength(1);

    for (const offset of [71, 72, 73]) {
      expect(await publicSlot(app, 3, day(offset), "08:00")).toMatchObject({ available: false });
    }
    expect(await publicSlot(app, 3, day(74), "08:00")).toMatchObject({ available: true });
    const book = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: traveller.token,
      ip: freshIp(),
      body: bookingBody([cartItem(app, { serviceId: 3, daysAhead: 72, time: "08:00" })]),
    });
    expect(book.status).toBe(400);
    expect(book.body.code).toBe("slotNotRunning");

    const list = await app.request<Closures>("GET", "/api/operator/services/3/closures", {
      token: ops.avachaStaff,
    });
    expect(list.status).toBe(200);
    const closure = expectData(list).find((c: { startDate: string }) => c.startDate === range.startDate);
    expect(closure).toMatchObject(range);

    const view = await app.request<AvailabilityView>(
      "GET",
      `/api/operator/services/3/availability?month=${day(72).slice(0, 7)}`,
      {
        token: ops.avacha,
      },
    );
    const calendarDay = expectData(view).days.find((d: { date: string }) => d.date === day(72));
    expect(calendarDay).toMatchObject({ closed: true, capacity: 0 });
    expect(calendarDay!.departures.every((d: { closedByRange: boolean }) => d.closedByRange)).toBe(true);

    const removed = await app.request("DELETE", `/api/operator/services/3/closures/${closure!.id}`, {
      token: ops.avacha,
    });
    expect(removed.status).toBe(200);
    expect(await publicSlot(app, 3, day(72), "08:00")).toMatchObject({ available: true });
    const again = await app.request("DELETE", `/api/operator/services/3/closures/${closure!.id}`, {
      token: ops.avacha,
    });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe("closureNotFound");
  });

  it("a service closed for the whole bookable horizon shows sold out in the catalogue", async () => {
    const added = await app.request<ClosureAdded>("POST", "/api/operator/services/5/closures", {
      body: { startDate: day(0), endDate: day(120), cancelBookings: true, reason: "Closed for the season" },
      token: ops.avacha,
    });
    expect(added.status).toBe(201);
    const list = await app.request<CatalogPage>("GET", "/api/services?pageSize=50");
    const five = expectData(list).items.find((s: { id: number }) => s.id === 5);
    expect(five!.availability).toBe("sold-out");
    await app.request("DELETE", `/api/operator/services/5/closures/${expectData(added).closure.id}`, {
      token: ops.avacha,
    });
    const after = await app.request<CatalogPage>("GET", "/api/services?pageSize=50");
    expect(expectData(after).items.find((s: { id: number }) => s.id === 5)!.availability).toBe("available");
  });
});
