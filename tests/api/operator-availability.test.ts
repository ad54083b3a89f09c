import { describe, expect, it } from "vitest";
import { weekday } from "../../core/dates.ts";
import type { User } from "../support/accounts.ts";
import { bookingRow, publicSlot, useAvailabilityApp } from "../support/availability.ts";
import { placeBooking } from "../support/bookings.ts";
import { cartItem } from "../support/factories.ts";
import type { Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type {
  AddedToCart,
  AvailabilityView,
  DepartureClosed,
  DepartureReopened,
  WeeklyCapacity,
  WeeklySlot,
} from "../support/api-views.ts";

// The console's availability: who may, the month's view and the weekly schedule. Departures:
// operator-departures.test.ts; closed date ranges: operator-closures.test.ts.

let app: TestApp;
let ops: Sessions;
let traveller: User;
const { day, departure } = useAvailabilityApp((made) => ({ app, ops, traveller } = made));

describe("guards", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/operator/services/3/availability"],
    ["POST", "/api/operator/services/3/schedule", { weekday: 1, time: "10:00", capacity: 4 }],
    ["PUT", "/api/operator/services/3/schedule/1", { capacity: 4 }],
    ["DELETE", "/api/operator/services/3/schedule/1"],
    ["GET", "/api/operator/services/3/closures"],
    ["POST", "/api/operator/services/3/closures", { startDate: day(60), endDate: day(61) }],
    ["DELETE", "/api/operator/services/3/closures/1"],
    ["PUT", `/api/operator/departures/${departure(30)}/capacity`, { capacity: 5 }],
    ["POST", `/api/operator/departures/${departure(30)}/close`, {}],
    ["POST", `/api/operator/departures/${departure(30)}/reopen`, {}],
  ];

  it.each(routes)(
    "%s %s: 401 signed out, 404 for a traveller and for another supplier",
    async (method, path, body) => {
      expect((await app.request(method, path, { body })).status).toBe(401);
      expect((await app.request(method, path, { body, token: traveller.token })).status).toBe(404);
      const other = await app.request(method, path, { body, token: ops.hunting });
      expect(other.status).toBe(404);
      expect(other.body.success).toBe(false);
    },
  );

  it("a departure id that names nothing is a 404", async () => {
    for (const id of ["nope", "3-2026-13-01-0800", "3-2026-12-01-2500"]) {
      const res = await app.request<DepartureReopened>("POST", `/api/operator/departures/${id}/reopen`, {
        body: {},
        token: ops.avacha,
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("departureNotFound");
    }
    // A time the schedule does not run, where nothing was ever sold.
    const res = await app.request<DepartureClosed>(
      "POST",
      `/api/operator/departures/${departure(30, "09:15")}/close`,
      {
        body: {},
        token: ops.avacha,
      },
    );
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("departureNotFound");
  });
});

describe("GET /api/operator/services/:serviceId/availability", () => {
  it("answers the schedule, the closed ranges and the current month day by day", async () => {
    const res = await app.request<AvailabilityView>("GET", "/api/operator/services/3/availability", {
      token: ops.avacha,
    });
    expect(res.status).toBe(200);
    const view = expectData(res);
    expect(view.service).toMatchObject({ id: 3 });
    expect(view.month).toBe("2026-11");
    expect(view.days).toHaveLength(30);
    expect(view.schedule.length).toBeGreaterThan(0);
    expect(view.schedule.every((s: { weekday: number }) => s.weekday >= 0 && s.weekday <= 6)).toBe(true);
    const today = view.days.find((d: { date: string }) => d.date === "2026-11-22");
    expect(today!.departures.length).toBeGreaterThan(0);
    expect(today!.capacity).toBe(
      today!.departures.reduce((sum: number, d: { capacity: number }) => sum + d.capacity, 0),
    );
    expect(view.days[0]!.past).toBe(true);
  });

  it("takes another month, and refuses a month that is not one", async () => {
    const res = await app.request<AvailabilityView>(
      "GET",
      "/api/operator/services/5/availability?month=2027-02",
      {
        token: ops.avachaStaff,
      },
    );
    expect(res.status).toBe(200);
    expect(expectData(res).days).toHaveLength(28);
    const bad = await app.request<AvailabilityView>(
      "GET",
      "/api/operator/services/3/availability?month=2027-13",
      {
        token: ops.avacha,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalidDate");
  });
});

describe("the weekly schedule", () => {
  it("adds a slot travellers can book at once; the same weekday and time again is a 409", async () => {
    const date = day(45);
    const slot = { weekday: weekday(date), time: "11:30", capacity: 3 };
    expect(await publicSlot(app, 3, date, "11:30")).toBeUndefined();
    const res = await app.request<WeeklySlot>("POST", "/api/operator/services/3/schedule", {
      body: slot,
      token: ops.avacha,
    });
    expect(res.status).toBe(201);
    expect(expectData(res)).toMatchObject({ ...slot, period: "morning" });
    expect(await publicSlot(app, 3, date, "11:30")).toMatchObject({ available: true, capacity: 3 });

    const again = await app.request<WeeklySlot>("POST", "/api/operator/services/3/schedule", {
      body: { ...slot, capacity: 9 },
      token: ops.avacha,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "slotExists", field: "time" });
    expect(again.body.error).toContain("11:30");
  });

  it.each([
    [{ weekday: 7, time: "10:00", capacity: 4 }, "weekday"],
    [{ weekday: 1, time: "25:00", capacity: 4 }, "time"],
    [{ weekday: 1, time: "10:00", capacity: 0 }, "capacity"],
    [{ weekday: 1, time: "10:00", capacity: 2.5 }, "capacity"],
    [{ weekday: 1, time: "10:00" }, "capacity"],
  ])("refuses %j naming %s", async (body, field) => {
    const res = await app.request<WeeklySlot>("POST", "/api/operator/services/3/schedule", {
      body,
      token: ops.avacha,
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it("changes a weekly capacity for departures without their own, and removes a slot keeping its bookings", async () => {
    const date = day(46);
    const added = await app.request<WeeklySlot>("POST", "/api/operator/services/3/schedule", {
      body: { weekday: weekday(date), time: "16:30", capacity: 4 },
      token: ops.avachaStaff,
    });
    expect(added.status).toBe(201);
    const slotId = expectData(added).id;
    // One week on, a booking gives that departure its own seat ledger.
    const { booking } = await placeBooking(app, traveller, {
      serviceId: 3,
      daysAhead: 53,
      time: "16:30",
      guests: 1,
    });

    const changed = await app.request<WeeklyCapacity>("PUT", `/api/operator/services/3/schedule/${slotId}`, {
      body: { capacity: 8 },
      token: ops.avachaStaff,
    });
    expect(changed.status).toBe(200);
    expect(expectData(changed).capacity).toBe(8);
    expect(await publicSlot(app, 3, date, "16:30")).toMatchObject({ capacity: 8 });
    expect(await publicSlot(app, 3, day(53), "16:30")).toMatchObject({ capacity: 4, booked: 1 });

    const removed = await app.request("DELETE", `/api/operator/services/3/schedule/${slotId}`, {
      token: ops.avacha,
    });
    expect(removed.status).toBe(200);
    expect(await publicSlot(app, 3, date, "16:30")).toBeUndefined();
    expect((await bookingRow(app, booking.id)).status).toBe("pending");
    // The operator still sees the booked departure, unscheduled.
    const view = await app.request<AvailabilityView>(
      "GET",
      `/api/operator/services/3/availability?month=${day(53).slice(0, 7)}`,
      {
        token: ops.avacha,
      },
    );
    const kept = expectData(view)!
      .days.find((d: { date: string }) => d.date === day(53))!
      .departures.find((d: { time: string }) => d.time === "16:30");
    expect(kept).toMatchObject({ unscheduled: true, booked: 1 });
    // Travellers can no longer pick it.
    const cart = await app.request<AddedToCart>("POST", `/api/cart/${traveller.id}`, {
      token: traveller.token,
      body: cartItem(app, { serviceId: 3, daysAhead: 46, time: "16:30" }),
    });
    expect(cart.status).toBe(400);
    expect(cart.body.code).toBe("slotNotRunning");

    const gone = await app.request("DELETE", `/api/operator/services/3/schedule/${slotId}`, {
      token: ops.avacha,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe("slotNotFound");
  });

  it("another supplier's slot id is a 404 through this service", async () => {
    const own = await app.request<AvailabilityView>("GET", "/api/operator/services/5/availability", {
      token: ops.avacha,
    });
    const slotOf5 = expectData(own).schedule[0]!.id;
    const res = await app.request<WeeklyCapacity>("PUT", `/api/operator/services/3/schedule/${slotOf5}`, {
      body: { capacity: 5 },
      token: ops.avacha,
    });
    expect(res.status).toBe(404);
  });
});
