import { describe, expect, it } from "vitest";
import type { Cart, CreatedOrder, Held } from "../../core/views.ts";
import { slotStart } from "../../core/dates.ts";
import { advanceBookings } from "../../server/modules/booking/lifecycle.ts";
import { requestLinks } from "../../server/modules/notifications/event-parts.ts";
import { answerFromLink } from "../../server/modules/notifications/request-links.ts";
import type { User } from "../support/accounts.ts";
import { expectData } from "../support/answers.ts";
import type {
  BookingWithOrder,
  BulkAnswer,
  Decision,
  EditedService,
  ServicePage,
} from "../support/api-views.ts";
import { at, freshIp, orderRefunds, placeBooking } from "../support/bookings.ts";
import { bookingBody, cartItem } from "../support/factories.ts";
import { useConsoleApp, type Sessions } from "../support/operators.ts";
import { testEnv, useCaseContext, type TestApp } from "../support/test-app.ts";

// The booking cut-off (decisions.md §11, docs/decisions/024): a departure takes bookings until
// `bookingCutoffHours` (default 2) before it starts on the peninsula (UTC+12); a request's deadline
// ends by then, and nothing is confirmed after its deadline or its start. Avacha Volcano Guides
// (12 response hours) runs service 3, with departures at 08:00, 14:00 and 18:00 every day.

// 15:00 on the peninsula, 22 November.
const NOW = new Date("2026-11-22T03:00:00Z");
let app: TestApp;
let guest: User;
let tokens: Sessions;
useConsoleApp({ now: NOW, traveller: "Clara Cutoff" }, (made) => {
  ({ app, ops: tokens, traveller: guest } = made);
});

const HOUR = 3_600_000;
/** A departure of service 3 `daysAhead` days from the test's today, and instants around its start. */
function departure(daysAhead: number, time = "14:00") {
  const item = cartItem({ clock: { now: NOW } }, { serviceId: 3, daysAhead, time, guests: 1 });
  const start = slotStart(item.dates.startDate, time);
  return { item, start, before: (hours: number) => new Date(start.getTime() - hours * HOUR) };
}

const serviceOf = (id: number) => app.request<ServicePage>("GET", `/api/services/${id}`).then(expectData);
const slotOf = async (date: string, time: string) =>
  (await serviceOf(3)).availability.find((d) => d.date === date)?.timeSlots.find((s) => s.time === time);
const bookingOf = async (id: string) =>
  expectData(await app.request<BookingWithOrder>("GET", `/api/booking/${id}`, { token: guest.token }));
/** Books one line (its date fixed beforehand) at the test clock's time. */
async function book(item: ReturnType<typeof cartItem>) {
  const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
    token: guest.token,
    ip: freshIp(),
    body: bookingBody([item]),
  });
  const { order, bookings } = expectData(res, 201);
  return { order, booking: bookings[0]! };
}
const confirm = (id: string) =>
  app.request<Decision>("POST", `/api/operator/bookings/${id}/confirm`, { token: tokens.avacha });

describe("the booking cut-off", () => {
  it("GET /api/services/:id says bookingCutoffHours (2); a slot inside it is no longer offered", async () => {
    const { item, before } = departure(3);
    expect((await serviceOf(3)).bookingCutoffHours).toBe(2);
    await at(app, before(2.5), async () => {
      expect((await slotOf(item.dates.startDate, "14:00"))?.available).toBe(true);
    });
    await at(app, before(1.5), async () => {
      expect((await slotOf(item.dates.startDate, "14:00"))?.available).toBe(false);
      // The evening's departure, four hours later, still takes bookings.
      expect((await slotOf(item.dates.startDate, "18:00"))?.available).toBe(true);
    });
  });

  it("a slot inside the cut-off cannot be added, held or booked (worded codes)", async () => {
    const { item, before } = departure(4);
    const cartUrl = `/api/cart/${guest.id}`;
    await at(app, before(3), async () => {
      expect((await app.request("POST", cartUrl, { token: guest.token, body: item })).status).toBe(201);
    });
    await at(app, before(1.5), async () => {
      const cart = expectData(await app.request<Cart>("GET", cartUrl, { token: guest.token }));
      expect(cart.items.map((line) => line.problem)).toEqual(["cutoff"]);
      const hold = await app.request<Held>("POST", "/api/checkout/hold", { token: guest.token });
      expect(hold.status).toBe(409);
      expect(hold.body).toMatchObject({ code: "cannotHold" });
      expect((hold.body as { lines?: unknown[] }).lines).toEqual([
        expect.objectContaining({ reason: "cutoff" }),
      ]);
      const order = await app.request("POST", "/api/bookings", {
        token: guest.token,
        ip: freshIp(),
        body: bookingBody([item]),
      });
      expect(order.status).toBe(400);
      expect(order.body).toMatchObject({ code: "bookingClosed", field: "items.0.selectedTime" });
      expect((order.body as { error: string }).error).toContain("2 h before the start");
      const again = await app.request("POST", cartUrl, { token: guest.token, body: item });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: "bookingClosed", field: "selectedTime" });
    });
    await app.request("DELETE", cartUrl, { token: guest.token });
  });

  it("booked 3 h before the start: the deadline is the cut-off, before the start; unanswered, it is rejected and refunded then", async () => {
    const { item, start, before } = departure(5);
    const { order, booking } = await at(app, before(3), () => book(item));
    // 12 response hours would end 9 hours after the start: the cut-off, 2 hours before it, comes first.
    expect(booking.supplierDeadline).toBe(before(2).toISOString());
    const shown = await bookingOf(booking.id);
    expect(new Date(shown.supplierDeadline).getTime()).toBeLessThan(start.getTime());
    // The deadline job's next pass after the deadline: rejected and refunded, before the trip.
    const pass = before(2 - 1 / 60);
    expect(await advanceBookings(app.services.db, pass)).toMatchObject({ rejected: 1 });
    expect(pass.getTime()).toBeLessThan(start.getTime());
    expect(await bookingOf(booking.id)).toMatchObject({ status: "rejected" });
    expect(await orderRefunds(app, order.id)).toHaveLength(1);
  });

  it("a request far ahead keeps its full response hours", async () => {
    const { booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead: 20, guests: 1 });
    expect(booking.supplierDeadline).toBe(new Date(NOW.getTime() + 12 * HOUR).toISOString());
  });

  it("confirming after the deadline or after the start is a worded 409, one by one or several at once", async () => {
    const { item, before } = departure(6);
    const { booking } = await at(app, before(3), () => book(item));
    await at(app, before(1.5), async () => {
      const late = await confirm(booking.id);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ code: "requestDeadlinePassed" });
      expect((late.body as { error: string }).error).toMatch(/time to answer this request has passed/);
    });
    await at(app, before(-0.25), async () => {
      const started = await confirm(booking.id);
      expect(started.status).toBe(409);
      expect(started.body).toMatchObject({ code: "tripStarted" });
      expect((started.body as { error: string }).error).toMatch(/already started/);
      const bulk = await app.request<BulkAnswer>("POST", "/api/operator/bookings/confirm", {
        token: tokens.avacha,
        body: { ids: [booking.id] },
      });
      expect(expectData(bulk)).toEqual({ answered: [], failed: [{ id: booking.id, code: "tripStarted" }] });
    });
    expect(await bookingOf(booking.id)).toMatchObject({ status: "pending" });
    // Before the deadline the same confirmation goes through.
    const { booking: early } = await at(app, before(5), () => book(item));
    await at(app, before(2.5), async () => expect((await confirm(early.id)).status).toBe(200));
  });

  it("a mailed link still valid (sent before the deadline moved) cannot confirm after the deadline or the start", async () => {
    const { item, start, before } = departure(8);
    const { booking } = await at(app, before(3), () => book(item));
    // A link mailed under the old rule expires with the old deadline, 12 hours after booking.
    const old = { id: booking.id, supplierDeadline: new Date(before(3).getTime() + 12 * HOUR) };
    const signing = { baseUrl: testEnv.baseUrl, secret: testEnv.authSecret };
    const token = requestLinks(signing, old).confirmLink.split("/respond/")[1]!;
    const answer = (now: Date) => answerFromLink({ ...useCaseContext(app, null), now }, { token, input: {} });
    await expect(answer(before(1.5))).rejects.toMatchObject({ status: 409, code: "requestDeadlinePassed" });
    await expect(answer(new Date(start.getTime() + HOUR))).rejects.toMatchObject({
      status: 409,
      code: "tripStarted",
    });
    expect(await bookingOf(booking.id)).toMatchObject({ status: "pending" });
  });

  it("the operator changes the cut-off in the editor and the service page follows", async () => {
    const { item, before } = departure(7);
    const edited = async (hours: unknown) => {
      const s = expectData(
        await app.request<EditedService>("GET", "/api/operator/services/3", { token: tokens.avacha }),
      );
      const { category, difficulty, priceCents, originalPriceCents, durationDays, groupMin, groupMax } = s;
      const body = { category, difficulty, priceCents, originalPriceCents, durationDays, groupMin, groupMax };
      return app.request<EditedService>("PUT", "/api/operator/services/3", {
        token: tokens.avacha,
        body: { ...body, content: s.content, bookingCutoffHours: hours },
      });
    };
    const saved = await edited(6);
    expect(saved.status).toBe(200);
    expect(expectData(saved).bookingCutoffHours).toBe(6);
    expect((await serviceOf(3)).bookingCutoffHours).toBe(6);
    await at(app, before(5), async () => {
      expect((await slotOf(item.dates.startDate, "14:00"))?.available).toBe(false);
      const add = await app.request("POST", `/api/cart/${guest.id}`, { token: guest.token, body: item });
      expect(add.body).toMatchObject({ code: "bookingClosed" });
      expect((add.body as { error: string }).error).toContain("6 h before the start");
    });
    expect((await edited(0)).body).toMatchObject({ code: "tooSmall", field: "bookingCutoffHours" });
    expect((await edited(169)).body).toMatchObject({ code: "tooLarge", field: "bookingCutoffHours" });
    expect((await edited(2.5)).body).toMatchObject({ code: "notWholeNumber", field: "bookingCutoffHours" });
    // Left out of an edit, the cut-off stays as it is.
    expect(expectData(await edited(undefined)).bookingCutoffHours).toBe(6);
    expect(expectData(await edited(2)).bookingCutoffHours).toBe(2);
    await at(app, before(5), async () => {
      expect((await slotOf(item.dates.startDate, "14:00"))?.available).toBe(true);
    });
  });
});
