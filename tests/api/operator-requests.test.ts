import { describe, expect, it } from "vitest";
import { advanceBookings } from "../../server/modules/booking/lifecycle.ts";
import type { User } from "../support/accounts.ts";
import { at, orderRefunds, placeBooking, setStatus } from "../support/bookings.ts";
import { seatsLeft } from "../support/factories.ts";
import { useConsoleApp, type Sessions } from "../support/operators.ts";
import { engine, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type {
  BookingWithOrder,
  BulkAnswer,
  Cancelled,
  ConsoleBookings,
  Decision,
} from "../support/api-views.ts";

// The operators' console answers requests: confirm, reject, several at once, and the races with the
// guest's cancellation and the deadline (Avacha Volcano Guides runs services 3 and 5).

let app: TestApp;
let guest: User;
let tokens: Sessions;
useConsoleApp({ now: new Date("2026-11-22T03:00:00Z"), traveller: "Greta Guest" }, async (made) => {
  ({ app, ops: tokens, traveller: guest } = made);
  // A request besides each test's own, for the list to page through.
  await placeBooking(app, guest, { serviceId: 3, daysAhead: 12, guests: 1 });
});

const post = <T = unknown>(path: string, token: string | undefined, body?: unknown) =>
  app.request<T>("POST", path, { token, body });
const statusOf = async (id: string) =>
  expectData(await app.request<BookingWithOrder>("GET", `/api/booking/${id}`, { token: guest.token }));
const refundsOf = (orderId: string) => orderRefunds(app, orderId);

describe("answering requests", () => {
  it("lists pending requests soonest deadline first, a page at a time, with the guest's contact", async () => {
    await placeBooking(app, guest, { serviceId: 5, daysAhead: 13, guests: 1 });
    const res = await app.request<ConsoleBookings>("GET", "/api/operator/bookings?status=pending", {
      token: tokens.avachaStaff,
    });
    expect(res.status).toBe(200);
    const deadlines = expectData(res).map((b: { supplierDeadline: string }) => b.supplierDeadline);
    expect(deadlines).toEqual([...deadlines].sort());
    expect(expectData(res).every((b: { status: string }) => b.status === "pending")).toBe(true);
    expect(expectData(res)[0]!.guest).toEqual(expect.objectContaining({ name: "Test Traveller" }));
    const all = await app.request<ConsoleBookings>("GET", "/api/operator/bookings", { token: tokens.avacha });
    const second = await app.request<ConsoleBookings>("GET", "/api/operator/bookings?offset=1&limit=1", {
      token: tokens.avacha,
    });
    expect(expectData(second)).toEqual([expectData(all)[1]]);
    const tooMany = await app.request<ConsoleBookings>("GET", "/api/operator/bookings?limit=5000", {
      token: tokens.avacha,
    });
    expect(tooMany.body).toEqual(expect.objectContaining({ code: "tooLarge", field: "limit" }));
    const bad = await app.request<ConsoleBookings>("GET", "/api/operator/bookings?status=lost", {
      token: tokens.avacha,
    });
    expect(bad.body).toEqual(expect.objectContaining({ code: "invalidChoice", field: "status" }));
  });

  it("confirms: the guest sees Confirmed; a second answer gets 409", async () => {
    const { booking } = await placeBooking(app, guest, { serviceId: 5, daysAhead: 14, guests: 2 });
    const res = await post<Decision>(`/api/operator/bookings/${booking.id}/confirm`, tokens.avachaStaff);
    expect(res.status).toBe(200);
    expect(expectData(res)).toEqual(
      expect.objectContaining({ status: "confirmed", reference: booking.reference }),
    );
    expect(expectData(res).respondedAt).toBe(app.clock.now.toISOString());
    expect((await statusOf(booking.id)).status).toBe("confirmed");
    const again = await post<Decision>(`/api/operator/bookings/${booking.id}/reject`, tokens.avacha, {
      reason: "Oops",
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("bookingStatusChanged");
  });

  it("rejects with a reason the guest sees: seats back, full refund; no reason is a 400", async () => {
    const { order, booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead: 15, guests: 3 });
    expect(await seatsLeft(app, 3, booking.date, "08:00")).toBe(3);
    const missing = await post<Decision>(`/api/operator/bookings/${booking.id}/reject`, tokens.avacha, {
      reason: "  ",
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(expect.objectContaining({ code: "reasonRequired", field: "reason" }));
    const res = await post<Decision>(`/api/operator/bookings/${booking.id}/reject`, tokens.avacha, {
      reason: "The trail is closed that week.",
    });
    expect(res.status).toBe(200);
    const seen = await statusOf(booking.id);
    expect(seen).toEqual(
      expect.objectContaining({ status: "rejected", statusReason: "The trail is closed that week." }),
    );
    expect(await seatsLeft(app, 3, booking.date, "08:00")).toBe(6);
    expect(await refundsOf(order.id)).toEqual([{ amountCents: booking.totalCents }]);
  });

  it("confirms several at once; one that changed meanwhile is listed apart", async () => {
    const a = await placeBooking(app, guest, { serviceId: 3, daysAhead: 16, guests: 1 });
    const b = await placeBooking(app, guest, { serviceId: 5, daysAhead: 16, guests: 1 });
    await setStatus(app, b.booking.id, "cancelled");
    const res = await post<BulkAnswer>("/api/operator/bookings/confirm", tokens.avacha, {
      ids: [a.booking.id, b.booking.id],
    });
    expect(expectData(res)).toEqual({
      answered: [a.booking.id],
      failed: [{ id: b.booking.id, code: "bookingStatusChanged" }],
    });
    const bad = await post<BulkAnswer>("/api/operator/bookings/confirm", tokens.avacha, { ids: [] });
    expect(bad.status).toBe(400);
  });

  it(`a rejection racing the guest's cancellation: exactly one wins, one refund (${engine})`, async () => {
    for (let round = 0; round < 5; round++) {
      const { order, booking } = await placeBooking(app, guest, {
        serviceId: 3,
        daysAhead: 30 + round,
        guests: 1,
      });
      const [reject, cancel] = await Promise.all([
        post<Decision>(`/api/operator/bookings/${booking.id}/reject`, tokens.avacha, {
          reason: "No guide free",
        }),
        app.request<Cancelled>("PUT", `/api/booking/${booking.id}`, {
          token: guest.token,
          body: { status: "cancelled" },
        }),
      ]);
      expect([reject.status, cancel.status].sort()).toEqual([200, 409]);
      expect((await statusOf(booking.id)).status).toBe(reject.status === 200 ? "rejected" : "cancelled");
      expect(await refundsOf(order.id)).toHaveLength(1);
      expect(await seatsLeft(app, 3, booking.date, "08:00")).toBe(6);
    }
  });

  it(`a confirmation racing the guest's cancellation never strands either side (${engine})`, async () => {
    for (let round = 0; round < 5; round++) {
      const { order, booking } = await placeBooking(app, guest, {
        serviceId: 5,
        daysAhead: 50 + round,
        guests: 1,
      });
      const [confirm, cancel] = await Promise.all([
        post<Decision>(`/api/operator/bookings/${booking.id}/confirm`, tokens.avacha),
        app.request<Cancelled>("PUT", `/api/booking/${booking.id}`, {
          token: guest.token,
          body: { status: "cancelled" },
        }),
      ]);
      // Either the cancellation came first (the confirm is refused) or after it (a confirmed booking
      // may still be cancelled free of charge): the guest's wish stands, refunded once.
      expect(cancel.status).toBe(200);
      expect([200, 409]).toContain(confirm.status);
      if (confirm.status === 409) expect(confirm.body.code).toBe("bookingStatusChanged");
      expect((await statusOf(booking.id)).status).toBe("cancelled");
      expect(await refundsOf(order.id)).toHaveLength(1);
    }
  });

  it(`a confirm racing the deadline job: exactly one wins (${engine})`, async () => {
    for (let round = 0; round < 5; round++) {
      const { order, booking } = await placeBooking(app, guest, {
        serviceId: 5,
        daysAhead: 40 + round,
        guests: 1,
      });
      const late = new Date(new Date(booking.supplierDeadline).getTime() + 1_000);
      const [confirm, job] = await at(app, late, () =>
        Promise.all([
          post<Decision>(`/api/operator/bookings/${booking.id}/confirm`, tokens.avacha),
          advanceBookings(app.services.db, late),
        ]),
      );
      const final = (await statusOf(booking.id)).status;
      if (confirm.status === 200) {
        expect(final).toBe("confirmed");
        expect(await refundsOf(order.id)).toEqual([]);
      } else {
        expect(confirm.status).toBe(409);
        expect(job.rejected).toBeGreaterThanOrEqual(1);
        expect(final).toBe("rejected");
        expect(await refundsOf(order.id)).toHaveLength(1);
      }
    }
  });
});
