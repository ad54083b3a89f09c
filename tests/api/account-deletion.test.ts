import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { DeletionPreview } from "../../core/views.ts";
import * as t from "../../server/db/schema.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import { settleRefunds } from "../../server/modules/payment/settle.ts";
import { PASSWORD, profileOf, signIn, type User } from "../support/accounts.ts";
import { expectData } from "../support/answers.ts";
import { placeBooking } from "../support/bookings.ts";
import { bookingBody, cartItem, goodToken, seatsLeft } from "../support/factories.ts";
import { freshIp } from "../support/bookings.ts";
import type { CreatedOrder } from "../../core/views.ts";
import { asActor, createTestApp, useCaseContext, type TestApp } from "../support/test-app.ts";
import { deleteAccount } from "../../server/modules/profile/account.ts";

// Leaving without losing (issue 25 item 7, decision 028): deleting an account first cancels its
// upcoming bookings with full refunds (seats freed, operators told), says so beforehand with the
// points forfeited, and an account without a password confirms with a code mailed to it.

let app: TestApp;
let other: User;

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  other = await app.signUp("Otto Other");
});
afterAll(() => app.close());

const preview = (user: User, lang = "en") =>
  app.request<DeletionPreview>("GET", `/api/profile/${user.id}/deletion?lang=${lang}`, { token: user.token });

/** Every event due, delivered (the stored mail of a test app without SMTP). */
async function deliverAll() {
  while ((await deliverDueEvents(app.services)) > 0);
}

/** The mail stored for `address` of `kind`, newest first. */
const mailsTo = (address: string, kind: string) =>
  app.services.db
    .select()
    .from(t.mails)
    .where(and(eq(t.mails.toAddress, address), eq(t.mails.kind, kind)))
    .orderBy(desc(t.mails.id));

/** The account as Google sign-up leaves it: no credential (password) account. */
async function withoutPassword(user: User) {
  await app.services.db
    .update(t.account)
    .set({ providerId: "google", password: null })
    .where(and(eq(t.account.userId, user.id), eq(t.account.providerId, "credential")));
}

describe("GET /api/profile/{userId}/deletion", () => {
  it("answers 401 signed out and refuses another user's id", async () => {
    const user = await app.signUp();
    expect((await app.request("GET", `/api/profile/${user.id}/deletion`)).status).toBe(401);
    const theirs = await app.request("GET", `/api/profile/${user.id}/deletion`, { token: other.token });
    // The profile router's rule for every path under another user's id: refused, nothing said.
    expect(theirs.status).toBe(403);
  });

  it("lists each upcoming booking with its full refund, and the points forfeited", async () => {
    const user = await app.signUp("Paula Preview");
    const { booking, order } = await placeBooking(app, user, { serviceId: 2, daysAhead: 12, guests: 2 });
    await app.services.db.insert(t.transactions).values({
      id: randomUUID(),
      userId: user.id,
      type: "credit",
      kind: "top_up",
      amountCents: 4_200,
      description: "Top-up",
    });
    const shown = expectData(await preview(user, "de"));
    expect(shown.confirmBy).toBe("password");
    expect(shown.pointsForfeitedCents).toBe(4_200);
    expect(shown.bookings).toEqual([
      {
        id: booking.id,
        reference: booking.reference,
        title: expect.any(String),
        date: booking.date,
        time: "08:00",
        status: "pending",
        refund: { currency: "USD", minor: order.chargedMinor, pointsCents: 0 },
      },
    ]);
    expect(shown.bookings[0]!.refund.minor).toBeGreaterThan(0);
  });

  it("lists nothing for a traveller without upcoming bookings", async () => {
    const user = await app.signUp();
    expect(expectData(await preview(user))).toEqual({
      bookings: [],
      pointsForfeitedCents: 0,
      confirmBy: "password",
    });
  });
});

describe("DELETE /api/profile/{userId} with an upcoming paid booking", () => {
  it("cancels it with a full refund first, frees its seats and tells the operator", async () => {
    const user = await app.signUp("Lena Leaving");
    const item = { serviceId: 3, daysAhead: 14, guests: 2 };
    const { booking, order } = await placeBooking(app, user, item);
    const slot = { date: booking.date, time: "08:00" };
    const free = await seatsLeft(app, 3, slot.date, slot.time);
    const shown = expectData(await preview(user));
    expect(shown.bookings.map((b) => b.id)).toEqual([booking.id]);

    const res = await app.request("DELETE", `/api/profile/${user.id}`, {
      token: user.token,
      body: { password: PASSWORD, confirm: "DELETE" },
    });
    expect(res.status).toBe(200);
    expect((await profileOf(app, user)).status).toBe(401);

    // The seats are back on sale.
    expect(await seatsLeft(app, 3, slot.date, slot.time)).toBe(free + 2);
    const { db } = app.services;
    const [row] = await db.select().from(t.bookings).where(eq(t.bookings.id, booking.id));
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "guest", userId: null });
    // Everything paid comes back, as the preview said, through the provider.
    expect(row!.refundedMinor).toBe(shown.bookings[0]!.refund.minor);
    expect(row!.refundedMinor).toBe(order.chargedMinor);
    const refunds = await db
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.orderId, row!.orderId), eq(t.payments.status, "refunded")));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountMinor: order.chargedMinor, settledAt: null });
    await settleRefunds(db, app.services.payments, app.clock.now);
    const [settled] = await db.select().from(t.payments).where(eq(t.payments.id, refunds[0]!.id));
    expect(settled!.settledAt).not.toBeNull();

    // The operator hears of it as of any guest's cancellation.
    await deliverAll();
    const notices = await db
      .select({ text: t.mails.text, subject: t.mails.subject })
      .from(t.mails)
      .where(eq(t.mails.kind, "guestCancelled"));
    const ours = notices.filter((m) => m.subject.includes(booking.reference));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours[0]!.text).toContain("2 seats are back on sale for this departure.");
  });

  it("tells the visitors' copies once, after the commit: seats", async () => {
    const user = await app.signUp();
    await placeBooking(app, user, { serviceId: 2, daysAhead: 18, guests: 1 });
    const kinds: string[] = [];
    let listening = true;
    app.services.changes.onChange((kind) => {
      if (listening) kinds.push(kind);
    });
    try {
      await deleteAccount(useCaseContext(app, asActor(user)), { password: PASSWORD, confirm: "DELETE" });
    } finally {
      listening = false;
    }
    expect(kinds).toEqual(["seats"]);
  });

  it("cancels nothing when the password is wrong", async () => {
    const user = await app.signUp();
    const { booking } = await placeBooking(app, user, { serviceId: 2, daysAhead: 16, guests: 1 });
    const wrong = await app.request("DELETE", `/api/profile/${user.id}`, {
      token: user.token,
      body: { password: "not-my-password", confirm: "DELETE" },
    });
    expect(wrong.status).toBe(400);
    const [row] = await app.services.db.select().from(t.bookings).where(eq(t.bookings.id, booking.id));
    expect(row!.status).toBe("pending");
  });
});

describe("an order paid with points and roubles, two lines", () => {
  it("refunds on deleting exactly what the preview said, and counts the points back as forfeited", async () => {
    const user = await app.signUp("Mira Mixed");
    const topUp = await app.request("POST", `/api/points/${user.id}/top-up`, {
      token: user.token,
      ip: freshIp(),
      body: { amount: 100, paymentToken: goodToken },
    });
    expect(topUp.status).toBe(201);
    const lines = [
      cartItem(app, { serviceId: 3, daysAhead: 31, guests: 1 }),
      cartItem(app, { serviceId: 5, daysAhead: 32, guests: 2 }),
    ];
    const placed = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody(lines, { pointsCents: 6_000, currency: "RUB" }),
    });
    const { order } = expectData(placed, 201);

    const shown = expectData(await preview(user));
    expect(shown.bookings).toHaveLength(2);
    expect(shown.bookings.every((b) => b.refund.currency === "RUB")).toBe(true);
    // Both lines go: together they give back all that was charged and all the points used.
    expect(shown.bookings.reduce((sum, b) => sum + b.refund.minor, 0)).toBe(order.chargedMinor);
    expect(shown.bookings.reduce((sum, b) => sum + b.refund.pointsCents, 0)).toBe(6_000);
    // The 40 dollars left on the balance and the 60 the refunds bring back.
    expect(shown.pointsForfeitedCents).toBe(10_000);

    const res = await app.request("DELETE", `/api/profile/${user.id}`, {
      token: user.token,
      body: { password: PASSWORD, confirm: "DELETE" },
    });
    expect(res.status).toBe(200);
    const rows = await app.services.db
      .select({ id: t.bookings.id, minor: t.bookings.refundedMinor, points: t.bookings.refundedPointsCents })
      .from(t.bookings)
      .where(eq(t.bookings.orderId, order.id));
    const refunded = new Map(rows.map((r) => [r.id, { minor: r.minor, points: r.points }]));
    for (const b of shown.bookings)
      expect(refunded.get(b.id)).toEqual({ minor: b.refund.minor, points: b.refund.pointsCents });
    const [after] = await app.services.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(after).toMatchObject({
      status: "refunded",
      refundedMinor: order.chargedMinor,
      refundedPointsCents: 6_000,
    });
  });
});

describe("an account without a password confirms its deletion with a mailed code", () => {
  it("answers 401 signed out and refuses another user's id", async () => {
    const user = await app.signUp();
    expect((await app.request("POST", `/api/profile/${user.id}/deletion/code`)).status).toBe(401);
    const theirs = await app.request("POST", `/api/profile/${user.id}/deletion/code`, { token: other.token });
    expect(theirs.status).toBe(403);
  });

  it("mails a code; a wrong code is refused in words, the right one deletes, once", async () => {
    const user = await app.signUp("Gita Google");
    await withoutPassword(user);
    expect(expectData(await preview(user)).confirmBy).toBe("code");
    const withPassword = await app.request("DELETE", `/api/profile/${user.id}`, {
      token: user.token,
      body: { password: PASSWORD, confirm: "DELETE" },
    });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body).toMatchObject({ code: "noPassword", field: "code" });
    const none = await app.request("DELETE", `/api/profile/${user.id}`, {
      token: user.token,
      body: { confirm: "DELETE" },
    });
    expect(none.body).toMatchObject({
      code: "deletionCodeRequired",
      error: "code: Enter the code we mailed you",
    });

    const sent = await app.request<{ sentTo: string }>("POST", `/api/profile/${user.id}/deletion/code`, {
      token: user.token,
    });
    expect(expectData(sent, 202).sentTo).toBe(user.email);
    await deliverAll();
    const [mail] = await mailsTo(user.email, "deletionCode");
    expect(mail!.subject).toBe("Your code to delete your account");
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const wrongCode = code === "000000" ? "111111" : "000000";

    const wrong = await app.request("DELETE", `/api/profile/${user.id}`, {
      token: user.token,
      body: { code: wrongCode, confirm: "DELETE" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: "deletionCodeInvalid",
      error: "code: This code is wrong or has expired. Ask for a new one.",
    });
    expect((await profileOf(app, user)).status).toBe(200);

    const right = await app.request("DELETE", `/api/profile/${user.id}`, {
      token: user.token,
      body: { code, confirm: "DELETE" },
    });
    expect(right.status).toBe(200);
    expect((await profileOf(app, user)).status).toBe(401);
    expect(await signIn(app, user.email)).toBeNull();
  });

  it("refuses an expired code, and a code after too many wrong ones", async () => {
    const user = await app.signUp();
    await withoutPassword(user);
    await app.request("POST", `/api/profile/${user.id}/deletion/code`, { token: user.token });
    await deliverAll();
    const code = /\b(\d{6})\b/.exec((await mailsTo(user.email, "deletionCode"))[0]!.text)![1]!;
    const saved = app.clock.now;
    app.clock.now = new Date(saved.getTime() + 16 * 60_000);
    try {
      const late = await app.request("DELETE", `/api/profile/${user.id}`, {
        token: user.token,
        body: { code, confirm: "DELETE" },
      });
      expect(late.body).toMatchObject({ code: "deletionCodeInvalid" });
    } finally {
      app.clock.now = saved;
    }
    await app.request("POST", `/api/profile/${user.id}/deletion/code`, { token: user.token });
    await deliverAll();
    const fresh = /\b(\d{6})\b/.exec((await mailsTo(user.email, "deletionCode"))[0]!.text)![1]!;
    const wrongCode = fresh === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      await app.request("DELETE", `/api/profile/${user.id}`, {
        token: user.token,
        body: { code: wrongCode, confirm: "DELETE" },
      });
    }
    const spent = await app.request("DELETE", `/api/profile/${user.id}`, {
      token: user.token,
      body: { code: fresh, confirm: "DELETE" },
    });
    expect(spent.body).toMatchObject({ code: "deletionCodeInvalid" });
    expect((await profileOf(app, user)).status).toBe(200);
  });
});
