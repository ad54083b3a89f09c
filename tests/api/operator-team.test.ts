import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "../../core/reports.ts";
import { addDays, operatorToday } from "../../core/dates.ts";
import { bookings, invitation, member, supplierMessages } from "../../server/db/schema.ts";
import { placeBooking, setStatus } from "../support/bookings.ts";
import { operatorSessions } from "../support/operators.ts";
import { createTestApp, testEnv, type TestApp } from "../support/test-app.ts";

// The console's messages, reports and team; the invitation an invitee accepts.

let app: TestApp;
let ops: Awaited<ReturnType<typeof operatorSessions>>;
let guest: { id: string; token: string; email: string };

beforeAll(async () => {
  app = await createTestApp();
  ops = await operatorSessions(app);
  guest = await app.signUp("Gina Guest");
});
afterAll(() => app.close());

const missing = "00000000-0000-4000-8000-000000000000";
const write = (id: string, message: unknown) =>
  app.request("POST", `/api/booking/${id}/messages`, { token: guest.token, body: { message } });
const detail = (id: string) => app.request("GET", `/api/booking/${id}/detail`, { token: guest.token });

/** A confirmed booking of service 3 (Avacha) with a question from the guest. */
async function avachaThread(daysAhead: number, question = "Do we need crampons?") {
  const { booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead });
  await setStatus(app, booking.id, "confirmed");
  expect((await write(booking.id, question)).status).toBe(201);
  return booking as { id: string; reference: string };
}

describe("every route: who may", () => {
  it("401 signed out, 404 for a traveller", async () => {
    const booking = await avachaThread(20);
    const routes = [
      ["GET", "/api/operator/messages", undefined],
      ["GET", `/api/operator/messages/${booking.id}`, undefined],
      ["POST", `/api/operator/messages/${booking.id}`, { message: "Hi" }],
      ["GET", "/api/operator/reports", undefined],
      ["GET", "/api/operator/team", undefined],
      ["POST", "/api/operator/team/invitations", { email: "new@example.com" }],
      ["DELETE", "/api/operator/team/invitations/abc", undefined],
      ["DELETE", "/api/operator/team/members/abc", undefined],
    ] as const;
    for (const [method, path, body] of routes) {
      expect((await app.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      const traveller = await app.request(method, path, { body, token: guest.token });
      expect(traveller.status, `${method} ${path}`).toBe(404);
    }
    expect((await app.request("POST", "/api/invitations/abc/accept")).status).toBe(401);
  });
});

describe("messages", () => {
  it("threads the guest's messages per booking, newest first, and the guest reads the replies", async () => {
    const first = await avachaThread(21, "Is there parking at the meeting point?");
    const second = await avachaThread(22, "Can my dog come?");
    const inbox = await app.request("GET", "/api/operator/messages", { token: ops.avacha });
    expect(inbox.status).toBe(200);
    const mine = inbox.body.data.filter((t: { bookingId: string }) =>
      [first.id, second.id].includes(t.bookingId),
    );
    expect(mine.map((t: { bookingId: string }) => t.bookingId)).toEqual([second.id, first.id]);
    expect(mine[1]).toMatchObject({
      reference: first.reference,
      serviceId: 3,
      guestName: "Test Traveller",
      lastMessage: "Is there parking at the meeting point?",
      lastAuthor: "guest",
      unread: 1,
      count: 1,
    });
    // Another supplier's inbox does not hold them.
    const hunting = await app.request("GET", "/api/operator/messages", { token: ops.hunting });
    expect(hunting.body.data.some((t: { bookingId: string }) => t.bookingId === first.id)).toBe(false);

    // Opening the thread marks the guest's messages read.
    const thread = await app.request("GET", `/api/operator/messages/${first.id}`, { token: ops.avachaStaff });
    expect(thread.status).toBe(200);
    expect(thread.body.data.booking).toMatchObject({
      bookingId: first.id,
      guestEmail: "traveller@example.com",
    });
    expect(thread.body.data.messages).toEqual([
      expect.objectContaining({
        author: "guest",
        name: "Test Traveller",
        message: "Is there parking at the meeting point?",
      }),
    ]);
    const [row] = await app.services.db
      .select({ readAt: supplierMessages.readAt })
      .from(supplierMessages)
      .where(eq(supplierMessages.bookingId, first.id));
    expect(row!.readAt).not.toBeNull();

    // The staff guide replies; the guest sees both sides on the booking page.
    expect(
      (
        await app.request("POST", `/api/operator/messages/${first.id}`, {
          token: ops.avachaStaff,
          body: { message: "  " },
        })
      ).body.code,
    ).toBe("messageRequired");
    const reply = await app.request("POST", `/api/operator/messages/${first.id}`, {
      token: ops.avachaStaff,
      body: { message: " Yes, free parking by the hut. " },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      author: "operator",
      name: "Katya Guide",
      message: "Yes, free parking by the hut.",
    });
    const [stored] = await app.services.db
      .select()
      .from(supplierMessages)
      .where(eq(supplierMessages.id, reply.body.data.id));
    expect(stored).toMatchObject({ author: "operator", supplierId: 3, bookingId: first.id });
    const seen = await detail(first.id);
    expect(
      seen.body.data.messages.map((m: { author: string; message: string }) => [m.author, m.message]),
    ).toEqual([
      ["guest", "Is there parking at the meeting point?"],
      ["operator", "Yes, free parking by the hut."],
    ]);
    const after = await app.request("GET", "/api/operator/messages", { token: ops.avacha });
    expect(after.body.data[0]).toMatchObject({
      bookingId: first.id,
      lastAuthor: "operator",
      unread: 0,
      count: 2,
    });
  });

  it("another supplier's booking is as unknown as a missing one", async () => {
    const booking = await avachaThread(23);
    for (const [method, body] of [
      ["GET", undefined],
      ["POST", { message: "Hello" }],
    ] as const) {
      const other = await app.request(method, `/api/operator/messages/${booking.id}`, {
        token: ops.hunting,
        body,
      });
      const unknown = await app.request(method, `/api/operator/messages/${missing}`, {
        token: ops.hunting,
        body,
      });
      expect(other.status).toBe(404);
      expect(other.body).toEqual(unknown.body);
    }
    const bad = await app.request("GET", "/api/operator/messages/nope", { token: ops.avacha });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("bookingId");
    // The other supplier's look did not mark anything read.
    const [row] = await app.services.db
      .select({ readAt: supplierMessages.readAt })
      .from(supplierMessages)
      .where(eq(supplierMessages.bookingId, booking.id));
    expect(row!.readAt).toBeNull();
  });
});

describe("reports", () => {
  it("counts bookings, guests and revenue per month and service, and what did not happen", async () => {
    const month = addDays(operatorToday(app.clock.now), 62).slice(0, 7);
    const report = async (token = ops.avacha) =>
      (await app.request("GET", `/api/operator/reports?from=${month}&to=${month}`, { token })).body.data;
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
    const res = await app.request("GET", "/api/operator/reports", { token: ops.avacha });
    expect(res.body.data.months).toHaveLength(15);
    const current = operatorToday(app.clock.now).slice(0, 7);
    expect(res.body.data.to).toBe(addMonths(current, 3));
    const bad = await app.request("GET", "/api/operator/reports?from=2026-13", { token: ops.avacha });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalidMonth");
    const backwards = await app.request("GET", "/api/operator/reports?from=2026-05&to=2026-01", {
      token: ops.avacha,
    });
    expect(backwards.body.code).toBe("monthRange");
    const long = await app.request("GET", "/api/operator/reports?from=2020-01&to=2026-12", {
      token: ops.avacha,
    });
    expect(long.body.data.months).toHaveLength(36);
  });
});

describe("team", () => {
  it("lists members; staff see no invitations and cannot manage the team", async () => {
    const team = await app.request("GET", "/api/operator/team", { token: ops.avacha });
    expect(team.status).toBe(200);
    expect(team.body.data.canManage).toBe(true);
    expect(team.body.data.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ["operator@peninsula-adventures.example", "owner"],
      ["guide@peninsula-adventures.example", "member"],
    ]);
    const staffView = await app.request("GET", "/api/operator/team", { token: ops.avachaStaff });
    expect(staffView.body.data).toMatchObject({ canManage: false, invitations: [] });

    const owner = team.body.data.members[0];
    for (const [method, path, body] of [
      ["POST", "/api/operator/team/invitations", { email: "x@example.com" }],
      ["POST", "/api/operator/team/invitations", { email: "not-an-email" }],
      ["DELETE", "/api/operator/team/invitations/whatever", undefined],
      ["DELETE", `/api/operator/team/members/${owner.id}`, undefined],
    ] as const) {
      const res = await app.request(method, path, { token: ops.avachaStaff, body });
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe("ownerOnly");
    }
  });

  it("refuses to remove the owner, a bad e-mail, a member already on the team; another supplier's ids are 404", async () => {
    const team = (await app.request("GET", "/api/operator/team", { token: ops.avacha })).body.data;
    const [owner, staff] = team.members;
    const self = await app.request("DELETE", `/api/operator/team/members/${owner.id}`, { token: ops.avacha });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe("cannotRemoveOwner");
    const bad = await app.request("POST", "/api/operator/team/invitations", {
      token: ops.avacha,
      body: { email: "nope" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("email");
    const again = await app.request("POST", "/api/operator/team/invitations", {
      token: ops.avacha,
      body: { email: "Guide@peninsula-adventures.example" },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("alreadyMember");
    // Avacha's staff member and invitation, seen from the hunting company.
    const invited = await app.request("POST", "/api/operator/team/invitations", {
      token: ops.avacha,
      body: { email: "someone@example.com" },
    });
    expect(invited.status).toBe(201);
    const otherMember = await app.request("DELETE", `/api/operator/team/members/${staff.id}`, {
      token: ops.hunting,
    });
    expect(otherMember.status).toBe(404);
    expect(otherMember.body.code).toBe("memberNotFound");
    const otherInvitation = await app.request(
      "DELETE",
      `/api/operator/team/invitations/${invited.body.data.id}`,
      {
        token: ops.hunting,
      },
    );
    expect(otherInvitation.status).toBe(404);
    expect(otherInvitation.body.code).toBe("invitationNotFound");
    expect(
      (await app.request("DELETE", "/api/operator/team/members/bad%20id", { token: ops.avacha })).status,
    ).toBe(400);
  });

  it("invite → sign up with that e-mail → accept → a member who runs the console; then removed", async () => {
    const email = `new-guide-${Date.now()}@example.com`;
    const invited = await app.request("POST", "/api/operator/team/invitations", {
      token: ops.avacha,
      body: { email },
    });
    expect(invited.status).toBe(201);
    const { id, link } = invited.body.data;
    expect(link).toBe(`${testEnv.baseUrl}/operator/invitations/${id}`);
    const listed = (await app.request("GET", "/api/operator/team", { token: ops.avacha })).body.data
      .invitations;
    expect(listed.map((i: { id: string }) => i.id)).toContain(id);

    // Anyone with the link sees what it is for.
    const preview = await app.request("GET", `/api/invitations/${id}`);
    expect(preview.body.data).toMatchObject({ email, supplierName: "Avacha Volcano Guides", role: "member" });

    // Someone else signed in cannot take it.
    const other = await app.request("POST", `/api/invitations/${id}/accept`, { token: guest.token });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe("invitationOtherEmail");

    const signedUp = await app.services.auth.api.signUpEmail({
      body: { name: "New Guide", email, password: "secret-password" },
    });
    const token = signedUp.token!;
    expect((await app.request("GET", "/api/operator/bookings", { token })).status).toBe(404);
    const accepted = await app.request("POST", `/api/invitations/${id}/accept`, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ role: "member", supplierName: "Avacha Volcano Guides" });
    expect((await app.request("GET", "/api/operator/bookings", { token })).status).toBe(200);
    // Used: the link no longer works.
    expect((await app.request("GET", `/api/invitations/${id}`)).body.code).toBe("invitationNotFound");
    expect((await app.request("POST", `/api/invitations/${id}/accept`, { token })).status).toBe(404);

    // As staff they cannot invite; the owner removes them and the console is gone for them.
    expect(
      (
        await app.request("POST", "/api/operator/team/invitations", {
          token,
          body: { email: "a@example.com" },
        })
      ).status,
    ).toBe(403);
    const team = (await app.request("GET", "/api/operator/team", { token: ops.avacha })).body.data;
    const joined = team.members.find((m: { email: string }) => m.email === email);
    expect(joined).toMatchObject({ role: "member", name: "New Guide" });
    const removed = await app.request("DELETE", `/api/operator/team/members/${joined.id}`, {
      token: ops.avacha,
    });
    expect(removed.status).toBe(200);
    expect((await app.request("GET", "/api/operator/bookings", { token })).status).toBe(404);
  });

  it("a withdrawn invitation cannot be accepted; an admin's owner invitation can", async () => {
    const email = `withdrawn-${Date.now()}@example.com`;
    const invited = await app.request("POST", "/api/operator/team/invitations", {
      token: ops.avacha,
      body: { email },
    });
    const withdrawn = await app.request("DELETE", `/api/operator/team/invitations/${invited.body.data.id}`, {
      token: ops.avacha,
    });
    expect(withdrawn.status).toBe(200);
    const signedUp = await app.services.auth.api.signUpEmail({
      body: { name: "Late", email, password: "secret-password" },
    });
    const late = await app.request("POST", `/api/invitations/${invited.body.data.id}/accept`, {
      token: signedUp.token!,
    });
    expect(late.status).toBe(404);
    expect(late.body.code).toBe("invitationNotFound");
    expect(
      (
        await app.request("DELETE", `/api/operator/team/invitations/${invited.body.data.id}`, {
          token: ops.avacha,
        })
      ).status,
    ).toBe(404);

    // The admin area writes owner invitations straight into the table (supplier 2, the anglers).
    const [admin] = await app.services.db.select({ userId: member.userId }).from(member).limit(1);
    const ownerEmail = `owner-${Date.now()}@example.com`;
    await app.services.db.insert(invitation).values({
      id: `admin-invite-${Date.now()}`,
      organizationId: "org-supplier-2",
      email: ownerEmail,
      role: "owner",
      status: "pending",
      expiresAt: new Date(app.clock.now.getTime() + 86_400_000),
      inviterId: admin!.userId,
    });
    const [row] = await app.services.db.select().from(invitation).where(eq(invitation.email, ownerEmail));
    const owner = await app.services.auth.api.signUpEmail({
      body: { name: "New Owner", email: ownerEmail, password: "secret-password" },
    });
    const accepted = await app.request("POST", `/api/invitations/${row!.id}/accept`, { token: owner.token! });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.role).toBe("owner");
    const team = await app.request("GET", "/api/operator/team", { token: owner.token! });
    expect(team.body.data.canManage).toBe(true);
  });
});
