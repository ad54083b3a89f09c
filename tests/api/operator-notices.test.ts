import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, profiles, services, user } from "../../server/db/schema.ts";
import { expectData } from "../support/answers.ts";
import type { Cancelled, Decision } from "../support/api-views.ts";
import { useMailWorld, OWNER, STAFF, to } from "../support/mail-world.ts";

// Operators hear of every change (issue 25, item 3): a guest's cancellation and a booking of an
// instantly confirmed service reach each member of the team, by mail and in the app, under each
// member's own settings (support/mail-world.ts: the real path through the outbox and SMTP).

const world = useMailWorld();

const teamIds = async () => {
  const rows = await world.app.services.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, [OWNER, STAFF]));
  return Object.fromEntries(rows.map((r) => [r.email, r.id])) as Record<string, string>;
};
/** In-app entries of `kind` about one booking, by member. */
const entries = async (kind: string, bookingId: string) => {
  const ids = await teamIds();
  const rows = await world.app.services.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.kind, kind), eq(notifications.bookingId, bookingId)));
  return [OWNER, STAFF].filter((email) => rows.some((r) => r.userId === ids[email]));
};
const cancel = async (bookingId: string) =>
  expectData(
    await world.app.request<Cancelled>("PUT", `/api/booking/${bookingId}`, {
      token: world.olga.token,
      body: { status: "cancelled" },
    }),
  );

describe("a guest's cancellation", () => {
  it("tells every member of the team, by mail and in the app, with the seats freed and the refund", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 15, guests: 2 });
    await world.app.request<Decision>("POST", `/api/operator/bookings/${booking.id}/confirm`, {
      token: world.tokens.avacha,
    });
    await world.run();
    const before = world.inbox.received.length;
    const cancelled = await cancel(booking.id);
    expect(cancelled.status).toBe("cancelled");
    await world.run();
    const team = world
      .newMail(before)
      .filter((m) => (to(m) === OWNER || to(m) === STAFF) && m.subject?.includes(booking.reference));
    expect(team.map(to).sort()).toEqual([OWNER, STAFF].sort());
    for (const mail of team) {
      expect(mail.subject).toBe(`Test Traveller cancelled booking ${booking.reference}`);
      expect(mail.text).toContain("2 seats are back on sale for this departure.");
      expect(mail.text).toMatch(/The guest has been refunded \$[\d,.]+\./);
      expect(mail.text).toContain("/operator/departures/3-");
    }
    expect(await entries("guestCancelled", booking.id)).toEqual([OWNER, STAFF]);
    // The guest hears of it too, once, as before.
    expect(world.newMail(before).filter((m) => to(m) === "olga@example.com")).toHaveLength(1);
  });

  it("respects a member who turned booking mail off: no mail, the in-app entry stays", async () => {
    const ids = await teamIds();
    await world.app.services.db
      .update(profiles)
      .set({ notifyBookingUpdates: false })
      .where(eq(profiles.userId, ids[STAFF]!));
    try {
      const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 17, guests: 1 });
      await world.run();
      const before = world.inbox.received.length;
      await cancel(booking.id);
      await world.run();
      const team = world
        .newMail(before)
        .filter((m) => (to(m) === OWNER || to(m) === STAFF) && m.subject?.includes(booking.reference));
      expect(team.map(to)).toEqual([OWNER]);
      // Still a request when withdrawn: the mail says so.
      expect(team[0]!.text).toContain("A guest withdrew a request");
      expect(team[0]!.text).toContain("1 seat is back on sale for this departure.");
      expect(await entries("guestCancelled", booking.id)).toEqual([OWNER, STAFF]);
    } finally {
      await world.app.services.db
        .update(profiles)
        .set({ notifyBookingUpdates: true })
        .where(eq(profiles.userId, ids[STAFF]!));
    }
  });
});

describe("an instantly confirmed booking", () => {
  it("tells every member of the team, by mail and in the app; there is no request to answer", async () => {
    const db = world.app.services.db;
    await db.update(services).set({ instantConfirmation: true }).where(eq(services.id, 3));
    try {
      const before = world.inbox.received.length;
      const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 19, guests: 2 });
      expect(booking.status).toBe("confirmed");
      await world.run();
      const team = world
        .newMail(before)
        .filter((m) => (to(m) === OWNER || to(m) === STAFF) && m.subject?.includes(booking.reference));
      expect(team.map(to).sort()).toEqual([OWNER, STAFF].sort());
      for (const mail of team) {
        expect(mail.subject).toMatch(new RegExp(`^New booking ${booking.reference}: `));
        expect(mail.text).toContain("nothing to answer");
        expect(mail.text).not.toMatch(/\/respond\//);
      }
      expect(await entries("instantBooking", booking.id)).toEqual([OWNER, STAFF]);
      expect(await entries("newRequest", booking.id)).toEqual([]);
    } finally {
      await db.update(services).set({ instantConfirmation: false }).where(eq(services.id, 3));
    }
  });
});
