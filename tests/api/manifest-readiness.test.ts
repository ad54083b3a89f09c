import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, slotStart } from "../../core/dates.ts";
import type { ManifestBooking } from "../../core/manifest.ts";
import { departureId } from "../../core/operator.ts";
import type { CreatedOrder } from "../../core/views.ts";
import { bookingParticipants, bookings, mails, notifications, outbox } from "../../server/db/schema.ts";
import { SUPPLIER_OWNERS } from "../../server/db/seed-operators.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import { signIn, type User } from "../support/accounts.ts";
import { expectData } from "../support/answers.ts";
import type { CheckIn, Decision, Manifest, SupplierReport } from "../support/api-views.ts";
import { at, freshIp } from "../support/bookings.ts";
import { bookingBody, cartItem } from "../support/factories.ts";
import { useConsoleApp, type Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";

// Ready or not, on the manifest (issue 27, decision 042): each participant of each booking with
// what they still lack, the check-in of a booking not ready with its reason, the guest's reminder
// 48 hours before the start, and the reports' figures from the bookings' stored lines. The river
// float (service 2, Kamchatka Anglers, supplier 2): adults $1,800, children half, infants free on
// a lap, a $15 park entry per paying person, a licence from 16, a waiver, 30 % deposit with the
// balance due 30 days before.

let app: TestApp;
let ops: Sessions;
let guest: User;
let anglers: string;
useConsoleApp(
  { now: new Date("2026-11-22T03:00:00Z"), traveller: "Fiona Family" },
  (made) => ({ app, ops, traveller: guest } = made),
);
beforeAll(async () => {
  anglers = (await signIn(app, SUPPLIER_OWNERS[2]!.email, SUPPLIER_OWNERS[2]!.password))!;
});

const family = { adult: 2, child: 1, infant: 1 };

/** A family's booking of the river float `daysAhead` days ahead, paid by card (the deposit when there is one). */
async function bookFamily(daysAhead: number, time = "08:00") {
  const { guests: _seats, ...item } = cartItem(app, { serviceId: 2, daysAhead, time });
  const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
    token: guest.token,
    ip: freshIp(),
    body: bookingBody([{ ...item, participants: family } as never]),
  });
  const { order, bookings: made } = expectData(res, 201);
  return { order, booking: made[0]! };
}

const departureOf = (booking: { date: string; time: string }) =>
  departureId({ serviceId: 2, date: booking.date, time: booking.time });

async function manifest(booking: { date: string; time: string }, token = anglers) {
  return app.request<Manifest>("GET", `/api/operator/departures/${departureOf(booking)}`, { token });
}
const entryOf = async (booking: { id: string; date: string; time: string }) =>
  expectData(await manifest(booking)).guests.find((g: ManifestBooking) => g.id === booking.id)!;

/** Fills in every participant's details (and the waiver), as the guest would after booking. */
async function fillDetails(booking: { id: string; date: string }, options: { licences?: boolean } = {}) {
  const years = (n: number) => addDays(booking.date, -Math.ceil(n * 365.25) - 3);
  const people = [
    { name: "Fiona Family", birthDate: years(40) },
    { name: "Frank Family", birthDate: years(42) },
    { name: "Finn Family", birthDate: years(8) },
    { name: "Faye Family", birthDate: years(1) },
  ];
  for (const [position, person] of people.entries()) {
    const adult = position < 2;
    await app.services.db
      .update(bookingParticipants)
      .set({
        ...person,
        licenceNumber: adult && options.licences !== false ? `KAM-${position}-2027` : null,
        licenceExpiry: adult && options.licences !== false ? addDays(booking.date, 365) : null,
        waiverVersion: 1,
        waiverLang: "en",
        waiverAcceptedAt: app.clock.now,
        waiverAcceptedBy: person.name,
        waiverAddress: "203.0.113.7",
      })
      .where(and(eq(bookingParticipants.bookingId, booking.id), eq(bookingParticipants.position, position)));
  }
}
const payBalance = (bookingId: string) =>
  app.services.db.update(bookings).set({ balancePaidAt: app.clock.now }).where(eq(bookings.id, bookingId));

describe("the manifest's participants and readiness", () => {
  it("lists each participant with type, age, licence and waiver, and says what the booking lacks", async () => {
    const { booking } = await bookFamily(40);
    const before = expectData(await manifest(booking)).counts;
    const entry = await entryOf(booking);
    expect(entry.people).toBe(4);
    expect(entry.guests).toBe(3);
    expect(entry.waiverRequired).toBe(true);
    expect(entry.checkInReason).toBeNull();
    expect(entry.readiness).toEqual({ ready: false, missing: ["details", "licence", "waiver", "balance"] });
    expect(entry.participants.map((p: { type: string }) => p.type)).toEqual([
      "adult",
      "adult",
      "child",
      "infant",
    ]);
    // Nobody named yet: their ages are unknown, so each might need a licence.
    expect(entry.participants[0]).toEqual({
      position: 0,
      type: "adult",
      name: null,
      age: null,
      needsLicence: true,
      licenceNumber: null,
      licenceExpiry: null,
      waiver: null,
      ready: false,
      missing: ["details", "licence", "waiver"],
    });

    await fillDetails(booking);
    const filled = await entryOf(booking);
    expect(filled.readiness).toEqual({ ready: false, missing: ["balance"] });
    expect(filled.participants.map((p: { age: number | null }) => p.age)).toEqual([40, 42, 8, 1]);
    // The licence from 16: the adults need one, the child and the infant do not.
    expect(filled.participants.map((p: { needsLicence: boolean }) => p.needsLicence)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(filled.participants.every((p: { ready: boolean }) => p.ready)).toBe(true);
    expect(filled.participants[1]).toMatchObject({
      name: "Frank Family",
      licenceNumber: "KAM-1-2027",
      waiver: { version: 1, acceptedAt: app.clock.now.toISOString() },
    });

    await payBalance(booking.id);
    expect((await entryOf(booking)).readiness).toEqual({ ready: true, missing: [] });
    const after = expectData(await manifest(booking)).counts;
    expect(after).toEqual({ ...before, ready: before.ready + 1 });
  });

  it("counts people and seats: an infant on a lap takes no seat", async () => {
    const { booking } = await bookFamily(41);
    const { counts, guests } = expectData(await manifest(booking));
    const living = guests.filter((g: ManifestBooking) => g.status !== "cancelled" && g.status !== "rejected");
    expect(counts.people).toBe(living.reduce((sum: number, g: ManifestBooking) => sum + g.people, 0));
    expect(counts.seats).toBe(living.reduce((sum: number, g: ManifestBooking) => sum + g.guests, 0));
    expect(counts.people - counts.seats).toBeGreaterThanOrEqual(1);
  });

  it("answers 401 signed out and 404 to another supplier", async () => {
    const { booking } = await bookFamily(42);
    expect((await manifest(booking, "")).status).toBe(401);
    expect((await manifest(booking, ops.avacha)).status).toBe(404);
    const checkIn = `/api/operator/bookings/${booking.id}/check-in`;
    const body = { checkIn: "arrived", reason: "Licences shown on paper" };
    expect((await app.request("POST", checkIn, { body })).status).toBe(401);
    expect((await app.request("POST", checkIn, { body, token: ops.avacha })).status).toBe(404);
  });
});

describe("checking in a booking that is not ready", () => {
  it("asks for a reason and keeps it; a ready booking checks in as before", async () => {
    const notReady = (await bookFamily(43)).booking;
    const ready = (await bookFamily(43, "14:00")).booking;
    await fillDetails(ready);
    await payBalance(ready.id);
    for (const b of [notReady, ready]) {
      const confirmed = await app.request<Decision>("POST", `/api/operator/bookings/${b.id}/confirm`, {
        token: anglers,
      });
      expect(confirmed.status).toBe(200);
    }
    const checkIn = (id: string, body: unknown) =>
      app.request<CheckIn>("POST", `/api/operator/bookings/${id}/check-in`, { token: anglers, body });
    const onTheDay = new Date(slotStart(notReady.date, notReady.time).getTime() - 30 * 60_000);
    await at(app, onTheDay, async () => {
      const refused = await checkIn(notReady.id, { checkIn: "arrived" });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "checkInReasonRequired", field: "reason" });
      expect((await checkIn(notReady.id, { checkIn: "arrived", reason: "  " })).status).toBe(400);
      // A no-show asks nothing.
      expect((await checkIn(notReady.id, { checkIn: "no_show" })).status).toBe(200);

      const reason = "Licences shown on paper at the pier; waiver signed on the boat.";
      const arrived = await checkIn(notReady.id, { checkIn: "arrived", reason });
      expect(arrived.status).toBe(200);
      expect(expectData(arrived)).toMatchObject({ checkIn: "arrived", checkInReason: reason });
      expect(await entryOf(notReady)).toMatchObject({ checkIn: "arrived", checkInReason: reason });

      const plain = await checkIn(ready.id, { checkIn: "arrived" });
      expect(plain.status).toBe(200);
      expect(expectData(plain)).toMatchObject({ checkIn: "arrived", checkInReason: null });

      // Cleared, the reason goes with it.
      const cleared = await checkIn(notReady.id, { checkIn: null });
      expect(expectData(cleared)).toMatchObject({ checkIn: null, checkInReason: null });
    });
  });
});

describe("the reminder 48 hours before the start", () => {
  const reminderOf = async (bookingId: string) =>
    (
      await app.services.db
        .select()
        .from(outbox)
        .where(eq(outbox.key, `readinessReminder:${bookingId}`))
    )[0];
  const deliverAll = async () => {
    while ((await deliverDueEvents(app.services)) > 0);
  };

  it("tells a guest still not ready what is missing, and is skipped once the booking is ready", async () => {
    const { booking: late } = await bookFamily(44);
    const { booking: done } = await bookFamily(44, "14:00");
    const dueOf = (b: { date: string; time: string }) =>
      new Date(slotStart(b.date, b.time).getTime() - 48 * 3_600_000);
    const due = dueOf(late);
    expect((await reminderOf(late.id))?.runAt).toEqual(due);
    expect((await reminderOf(done.id))?.runAt).toEqual(dueOf(done));
    await fillDetails(done);
    await payBalance(done.id);

    await at(app, new Date(due.getTime() - 60_000), deliverAll);
    expect((await reminderOf(late.id))?.status).toBe("pending");
    await at(app, new Date(due.getTime() + 60_000), deliverAll);
    expect((await reminderOf(late.id))?.status).toBe("done");
    await at(app, new Date(dueOf(done).getTime() + 60_000), deliverAll);
    expect((await reminderOf(done.id))?.status).toBe("skipped");

    const sent = (
      await app.services.db
        .select()
        .from(mails)
        .where(and(eq(mails.kind, "readinessReminder"), eq(mails.userId, guest.id)))
    ).find((m) => m.subject.includes(late.reference))!;
    expect(sent.subject).toContain(late.reference);
    expect(sent.text).toContain("birth date");
    expect(sent.text).toContain("waiver");
    expect(sent.text).toContain(`/dashboard/bookings/${late.id}`);
    const [entry] = await app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "readinessReminder"), eq(notifications.bookingId, late.id)));
    expect(entry).toMatchObject({
      userId: guest.id,
      href: `/dashboard/bookings/${late.id}`,
      params: expect.objectContaining({ missing: "details\nlicence\nwaiver\nbalance" }),
    });
  });

  it("is skipped for a cancelled booking, and not planned for one made less than 48 hours ahead", async () => {
    const { booking } = await bookFamily(45);
    await app.services.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    const due = (await reminderOf(booking.id))!.runAt;
    await at(app, new Date(due.getTime() + 60_000), deliverAll);
    expect((await reminderOf(booking.id))?.status).toBe("skipped");

    const { booking: soon } = await bookFamily(1);
    expect(await reminderOf(soon.id)).toBeUndefined();
  });
});

describe("reports from the bookings' stored lines", () => {
  it("show base, fees, taxes, discount, total, deposits and balances to the cent", async () => {
    const daysAhead = 60;
    const month = addDays("2026-11-22", daysAhead).slice(0, 7);
    const report = async () =>
      expectData(
        await app.request<SupplierReport>("GET", `/api/operator/reports?from=${month}&to=${month}`, {
          token: anglers,
        }),
      ).totals;
    const before = await report();
    const { booking } = await bookFamily(daysAhead);
    // Two adults at $1,800 and a child at $900; the infant free. $15 entry for each of the three who pay.
    const sold = {
      baseCents: 450_000,
      feesCents: 4_500,
      taxesCents: 0,
      discountCents: 0,
      totalCents: 454_500,
      depositCents: 136_350,
      balanceDueCents: 318_150,
    };
    expect(booking).toMatchObject({
      baseCents: sold.baseCents,
      feesCents: sold.feesCents,
      totalCents: sold.totalCents,
      depositCents: sold.depositCents,
    });
    const after = await report();
    for (const [key, cents] of Object.entries(sold)) {
      expect(after[key as keyof typeof sold] - before[key as keyof typeof sold], key).toBe(cents);
    }
    await payBalance(booking.id);
    expect((await report()).balanceDueCents).toBe(before.balanceDueCents);
  });
});
