import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../server/db/schema.ts";
import { book, messageSupplier, PASSWORD, profileOf, signIn, type User } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import { expectData } from "../support/answers.ts";
import type { ContactSent, Favorites, PasswordChanged } from "../support/api-views.ts";
import type { ProfileView } from "../../core/views.ts";

let app: TestApp;
let alice: User;

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  alice = await app.signUp("Alice Adams");
});
afterAll(() => app.close());

// Password, e-mail and deletion: the account itself (profile.test.ts covers the profile's data).

describe("POST /api/profile/{userId}/password", () => {
  it("refuses a wrong current password, and a short or common new one", async () => {
    const user = await app.signUp();
    const wrong = await app.request<PasswordChanged>("POST", `/api/profile/${user.id}/password`, {
      token: user.token,
      body: { currentPassword: "not-my-password", newPassword: "brand-new-secret" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("currentPassword: Password is incorrect");
    const short = await app.request<PasswordChanged>("POST", `/api/profile/${user.id}/password`, {
      token: user.token,
      body: { currentPassword: PASSWORD, newPassword: "1234567" },
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe("newPassword: Password must be at least 8 characters");
    const common = await app.request<PasswordChanged>("POST", `/api/profile/${user.id}/password`, {
      token: user.token,
      body: { currentPassword: PASSWORD, newPassword: "qwertyuiop" },
    });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ code: "passwordCommon", field: "newPassword" });
    expect(await signIn(app, user.email)).toBeTruthy();
  });

  it("changes it, ends the other sessions and keeps the caller signed in", async () => {
    const user = await app.signUp();
    const otherDevice = (await signIn(app, user.email))!;
    const res = await app.request<PasswordChanged>("POST", `/api/profile/${user.id}/password`, {
      token: user.token,
      body: { currentPassword: PASSWORD, newPassword: "brand-new-secret" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toContain("session_token=");
    const { token } = expectData(res);
    expect(token).toBeTruthy();

    expect((await profileOf(app, user, token!)).status).toBe(200);
    expect((await profileOf(app, user, otherDevice)).status).toBe(401);
    // Better Auth ends every session and issues the caller a new one: the old token goes too.
    expect((await profileOf(app, user)).status).toBe(401);
    expect(await signIn(app, user.email, PASSWORD)).toBeNull();
    expect(await signIn(app, user.email, "brand-new-secret")).toBeTruthy();
  });
});

describe("POST /api/profile/{userId}/email", () => {
  it("needs the password, refuses an address in use, then mails a link to the new one", async () => {
    const user = await app.signUp();
    const wrong = await app.request<ProfileView>("POST", `/api/profile/${user.id}/email`, {
      token: user.token,
      body: { email: "new-address@example.com", password: "not-my-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("password: Password is incorrect");

    const bad = await app.request<ProfileView>("POST", `/api/profile/${user.id}/email`, {
      token: user.token,
      body: { email: "not-an-address", password: PASSWORD },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("email: Please enter a valid email address");

    const taken = await app.request<ProfileView>("POST", `/api/profile/${user.id}/email`, {
      token: user.token,
      body: { email: alice.email.toUpperCase(), password: PASSWORD },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("Account already exists");

    // Nothing changes yet (email-change.test.ts follows the link).
    const res = await app.request<{ pending: string }>("POST", `/api/profile/${user.id}/email`, {
      token: user.token,
      body: { email: "New-Address@Example.com", password: PASSWORD },
    });
    expect(res.status).toBe(202);
    expect(expectData(res, 202).pending).toBe("new-address@example.com");
    expect(await signIn(app, user.email)).toBeTruthy();
    expect(await signIn(app, "new-address@example.com")).toBeNull();
    expect((await profileOf(app, user)).status).toBe(200);
  });
});

describe("DELETE /api/profile/{userId}", () => {
  it.each([
    [{ password: PASSWORD }, "confirm: Type DELETE to confirm"],
    [{ password: PASSWORD, confirm: "delete" }, "confirm: Type DELETE to confirm"],
    [{ password: "not-my-password", confirm: "DELETE" }, "password: Password is incorrect"],
  ])("refuses %j and deletes nothing", async (body, message) => {
    const user = await app.signUp();
    const res = await app.request("DELETE", `/api/profile/${user.id}`, { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect((await profileOf(app, user)).status).toBe(200);
  });

  it("deletes the person, signs out, and keeps the bookings for the supplier", async () => {
    const user = await app.signUp("Dana Deleted");
    const booked = await book(app, user, 2, 14);
    await app.request<Favorites>("PUT", "/api/favorites/3", { token: user.token });
    await messageSupplier(app, user, booked.bookings[0]!.id, "See you there");
    const contact = await app.request<ContactSent>("POST", "/api/contact", {
      token: user.token,
      body: {
        name: "Dana Deleted",
        email: user.email,
        phone: "",
        subject: "Gear",
        message: "Do you rent waders?",
      },
    });
    expect(contact.status).toBe(201);
    // The mail written to them so far (welcome, booking received, receipt) exists...
    await deliverDueEvents(app.services);
    const mailTo = () => app.services.db.select().from(t.mails).where(eq(t.mails.toAddress, user.email));
    expect((await mailTo()).length).toBeGreaterThan(0);
    const res = await app.request("DELETE", `/api/profile/${user.id}`, {
      token: user.token,
      body: { password: PASSWORD, confirm: "DELETE" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/session_token=;.*Max-Age=0/);

    expect((await profileOf(app, user)).status).toBe(401);
    expect(await signIn(app, user.email)).toBeNull();

    const { db } = app.services;
    const [booking] = await db
      .select({ userId: t.bookings.userId, orderId: t.bookings.orderId })
      .from(t.bookings)
      .where(eq(t.bookings.id, booked.bookings[0]!.id));
    expect(booking).toEqual({ userId: null, orderId: expect.any(String) });
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, booking!.orderId));
    expect(order).toMatchObject({
      userId: null,
      customerName: "Deleted user",
      customerEmail: "deleted@invalid",
      customerPhone: "-",
      customerStreet: "-",
      customerCity: "-",
    });
    // The upcoming booking was cancelled first: its charge and its refund, both without the person.
    const payments = await db.select().from(t.payments).where(eq(t.payments.orderId, order!.id));
    expect(payments.map((p) => [p.status, p.userId]).sort()).toEqual([
      ["refunded", null],
      ["succeeded", null],
    ]);
    const messages = await db
      .select({ userId: t.supplierMessages.userId, message: t.supplierMessages.message })
      .from(t.supplierMessages)
      .where(eq(t.supplierMessages.bookingId, booked.bookings[0]!.id));
    expect(messages).toEqual([{ userId: null, message: "See you there" }]);
    const written = await db
      .select({
        name: t.contactMessages.name,
        email: t.contactMessages.email,
        userId: t.contactMessages.userId,
      })
      .from(t.contactMessages)
      .where(eq(t.contactMessages.message, "Do you rent waders?"));
    expect(written).toEqual([{ name: "Deleted user", email: "deleted@invalid", userId: null }]);
    const left = await Promise.all([
      db.select().from(t.user).where(eq(t.user.id, user.id)),
      db.select().from(t.profiles).where(eq(t.profiles.userId, user.id)),
      db.select().from(t.session).where(eq(t.session.userId, user.id)),
      db.select().from(t.account).where(eq(t.account.userId, user.id)),
      db.select().from(t.favorites).where(eq(t.favorites.userId, user.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0]);
    // ...and goes with them.
    expect(await mailTo()).toEqual([]);
  });
});
