import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, slotStart } from "../../core/dates.ts";
import { bookingParticipants, outbox } from "../../server/db/schema.ts";
import { advanceBookings } from "../../server/modules/booking/lifecycle.ts";
import { at } from "../support/bookings.ts";
import { useMailWorld, OWNER, to } from "../support/mail-world.ts";
import type { Decision } from "../support/api-views.ts";

// Reminders at the right hour: the operator's before the deadline, the guest's before the trip.

const world = useMailWorld();

describe("reminders at the right hour", () => {
  it("reminds the operator at half time and 3 hours before the deadline, and the guest a day before", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 3 });
    // Both travellers named: the booking is ready, so no reminder of missing details comes 48 hours
    // before (manifest-readiness.test.ts); only the trip's own mail is counted here.
    await world.app.services.db
      .update(bookingParticipants)
      .set({ name: "Olga Traveller", birthDate: "1990-04-02" })
      .where(eq(bookingParticipants.bookingId, booking.id));
    const created = world.app.clock.now;
    const deadline = new Date(booking.supplierDeadline);
    const half = new Date(created.getTime() + (deadline.getTime() - created.getTime()) / 2);
    const final = new Date(deadline.getTime() - 3 * 3_600_000);
    await world.run();
    const teamMail = () =>
      world.inbox.received.filter((m) => to(m) === OWNER && m.subject?.includes(booking.reference)).length;
    const start = teamMail();
    await at(world.app, new Date(half.getTime() - 60_000), world.run);
    expect(teamMail()).toBe(start);
    await at(world.app, new Date(half.getTime() + 60_000), world.run);
    expect(teamMail()).toBe(start + 1);
    await at(world.app, new Date(final.getTime() + 60_000), world.run);
    expect(teamMail()).toBe(start + 2);

    // Confirmed after the last reminder; the guest's reminder comes 24 hours before 08:00 Kamchatka time.
    await at(world.app, new Date(final.getTime() + 120_000), async () => {
      const res = await world.app.request<Decision>("POST", `/api/operator/bookings/${booking.id}/confirm`, {
        token: world.tokens.avacha,
      });
      expect(res.status).toBe(200);
      await world.run();
    });
    const departure = slotStart(booking.date, booking.time);
    const dayBefore = new Date(departure.getTime() - 24 * 3_600_000);
    const guestMail = () =>
      world.inbox.received.filter(
        (m) => to(m) === "olga@example.com" && m.subject?.includes(booking.reference),
      ).length;
    const confirmed = guestMail();
    await at(world.app, new Date(dayBefore.getTime() - 60_000), world.run);
    expect(guestMail()).toBe(confirmed);
    await at(world.app, new Date(dayBefore.getTime() + 60_000), world.run);
    expect(guestMail()).toBe(confirmed + 1);
    // The departure in the peninsula's calendar: 08:00 on the booked day is 20:00 UTC the day before.
    expect(departure.toISOString()).toBe(`${addDays(booking.date, -1)}T20:00:00.000Z`);
  });

  it("skips a reminder for a request that was answered meanwhile", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 4 });
    await world.run();
    const res = await world.app.request<Decision>("POST", `/api/operator/bookings/${booking.id}/reject`, {
      token: world.tokens.avacha,
      body: { reason: "Crew ill" },
    });
    expect(res.status).toBe(200);
    await at(world.app, new Date(new Date(booking.supplierDeadline).getTime() - 60_000), world.run);
    const [half] = await world.app.services.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(eq(outbox.key, `requestReminder:${booking.id}:half`));
    expect(half?.status).toBe("skipped");
  });

  it("prompts for a review when the trip is completed", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 5 });
    await world.app.request<Decision>("POST", `/api/operator/bookings/${booking.id}/confirm`, {
      token: world.tokens.avacha,
    });
    const after = new Date(`${addDays(booking.date, 2)}T00:00:00Z`);
    const before = world.inbox.received.length;
    await at(world.app, after, async () => {
      await advanceBookings(world.app.services.db, world.app.clock.now);
      await world.run();
    });
    const prompt = world
      .newMail(before)
      .filter((m) => to(m) === "olga@example.com" && m.text?.includes("#review"));
    expect(prompt).toHaveLength(1);
  });
});
