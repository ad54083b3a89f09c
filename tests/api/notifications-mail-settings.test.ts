import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../core/money.ts";
import { mails, notifications, profiles } from "../../server/db/schema.ts";
import { goodToken } from "../support/factories.ts";
import { useMailWorld, OWNER, STAFF, to } from "../support/mail-world.ts";
import type {
  Decision,
  GuestMessage,
  ReferralInvite,
  Reply,
  TeamInvitation,
  TopUp,
} from "../support/api-views.ts";

// Mail for messages, receipts and invitations, and what a user's settings decide.

const world = useMailWorld();

describe("messages, receipts and invitations", () => {
  it("tells the team of a guest's message, the guest of the reply, the payer of a top-up, the invitee of a team invitation", async () => {
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 18 });
    await world.app.request<Decision>("POST", `/api/operator/bookings/${booking.id}/confirm`, {
      token: world.tokens.avacha,
    });
    await world.run();
    const before = world.inbox.received.length;
    expect(
      (
        await world.app.request<GuestMessage>("POST", `/api/booking/${booking.id}/messages`, {
          token: world.olga.token,
          body: { message: "Can we bring a dog?" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await world.app.request<Reply>("POST", `/api/operator/messages/${booking.id}`, {
          token: world.tokens.avacha,
          body: { message: "Dogs are welcome on a lead." },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await world.app.request<TopUp>("POST", `/api/points/${world.olga.id}/top-up`, {
          token: world.olga.token,
          body: { amount: 25, paymentToken: goodToken },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await world.app.request<TeamInvitation>("POST", "/api/operator/team/invitations", {
          token: world.tokens.avacha,
          body: { email: "new.guide@example.com" },
        })
      ).status,
    ).toBe(201);
    await world.run();
    const got = world.newMail(before);
    const guestMessage = got.filter(
      (m) => (to(m) === OWNER || to(m) === STAFF) && m.text?.includes("Can we bring a dog?"),
    );
    expect(guestMessage).toHaveLength(2);
    const reply = got.filter(
      (m) => to(m) === "olga@example.com" && m.text?.includes("Dogs are welcome on a lead."),
    );
    expect(reply).toHaveLength(1);
    const receipt = got.filter(
      (m) => to(m) === world.olga.email && m.text?.includes(formatMoney(2500, "USD", "ru-RU")),
    );
    expect(receipt).toHaveLength(1);
    const invitation = got.filter((m) => to(m) === "new.guide@example.com");
    expect(invitation).toHaveLength(1);
    expect(invitation[0]!.text).toMatch(/\/operator\/invitations\/\S+/);
  });
});

describe("settings decide, security mail does not ask", () => {
  it("sends no booking mail to someone who switched it off, but keeps the in-app entry and the receipt", async () => {
    const quiet = await world.app.signUp("Quiet Traveller");
    await world.app.services.db
      .update(profiles)
      .set({ notifyBookingUpdates: false })
      .where(eq(profiles.userId, quiet.id));
    const before = world.inbox.received.length;
    const { order } = await world.book(quiet, "quiet@example.com", { daysAhead: 16 });
    await world.run();
    const mine = world.newMail(before).filter((m) => to(m) === "quiet@example.com");
    // Only the receipt (required by law); "booking received" is a booking update.
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toContain(order.reference);
    const entries = await world.app.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, quiet.id));
    expect(entries.map((n) => n.kind).sort()).toEqual(["orderReceived", "paymentReceived"]);
    // Optional mail carries the one-click unsubscribe headers; the receipt does not.
    const [stored] = await world.app.services.db
      .select({ headers: mails.headers })
      .from(mails)
      .where(and(eq(mails.userId, world.olga.id), eq(mails.kind, "bookingConfirmed")));
    expect(stored?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mine[0]!.headers.get("list-unsubscribe")).toBeUndefined();
  });

  it("mails a referral invitation to the friend, at most ten a day per user", async () => {
    const before = world.inbox.received.length;
    const res = await world.app.request<ReferralInvite>("POST", `/api/referrals/${world.olga.id}/invites`, {
      token: world.olga.token,
      body: { email: "friend@example.com" },
    });
    expect(res.status).toBe(201);
    await world.run();
    const invitation = world.newMail(before).filter((m) => to(m) === "friend@example.com");
    expect(invitation).toHaveLength(1);
    expect(invitation[0]!.text).toMatch(/\?ref=\w+/);
    for (let i = 0; i < 9; i++) {
      await world.app.request<ReferralInvite>("POST", `/api/referrals/${world.olga.id}/invites`, {
        token: world.olga.token,
        body: { email: `f${i}@example.com` },
      });
    }
    const over = await world.app.request<ReferralInvite>("POST", `/api/referrals/${world.olga.id}/invites`, {
      token: world.olga.token,
      body: { email: "one-more@example.com" },
    });
    expect(over.status).toBe(429);
  });
});
