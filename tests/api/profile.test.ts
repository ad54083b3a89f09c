import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../server/db/schema.ts";
import { book, messageSupplier, PASSWORD, profileOf, signIn, type User } from "../support/accounts.ts";
import { cartItem } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData, expectSession } from "../support/answers.ts";
import type { ProfileView } from "../../core/views.ts";
import type { AddedToCart, Favorites } from "../support/api-views.ts";

let app: TestApp;
let alice: User;
let bob: User;

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  alice = await app.signUp("Alice Adams");
  bob = await app.signUp("Bob Brown");
});
afterAll(() => app.close());

describe("who may use /api/profile/{userId}", () => {
  const routes: [string, string, unknown][] = [
    ["GET", "", undefined],
    ["PUT", "", { name: "Mallory", phone: "+1 555 0100" }],
    ["GET", "/export", undefined],
    ["POST", "/password", { currentPassword: PASSWORD, newPassword: "taken-over" }],
    ["POST", "/email", { email: "mallory@example.com", password: PASSWORD }],
    ["DELETE", "", { password: PASSWORD, confirm: "DELETE" }],
  ];

  it.each(routes)("%s %s needs a session (401)", async (method, suffix, body) => {
    const res = await app.request(method, `/api/profile/${bob.id}${suffix}`, { body });
    expect(res.status).toBe(401);
  });

  it.each(routes)("%s %s of another user is 403", async (method, suffix, body) => {
    // Both accounts share one password, so only the user check stands between Alice and Bob's account.
    const res = await app.request(method, `/api/profile/${bob.id}${suffix}`, { token: alice.token, body });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("Access forbidden");
  });

  it("leaves the other user as it was after those attempts", async () => {
    const res = await profileOf(app, bob);
    expect(res.status).toBe(200);
    expect(expectData(res)).toMatchObject({ name: "Bob Brown", email: bob.email, phone: null });
    expect(await signIn(app, bob.email)).toBeTruthy();
  });
});

describe("GET and PUT /api/profile/{userId}", () => {
  it("reads the defaults of a new account", async () => {
    const res = await profileOf(app, alice);
    expect(res.status).toBe(200);
    expect(expectData(res)).toEqual({
      name: "Alice Adams",
      email: alice.email,
      phone: null,
      country: null,
      language: "en",
      currency: "USD",
      theme: "system",
      referralCode: expect.stringMatching(/^[A-Z0-9]{8}$/),
      notifications: {
        email: { bookingUpdates: true, paymentAlerts: true, marketing: false },
        inApp: { bookingUpdates: true, paymentAlerts: true, marketing: false },
      },
      privacy: { profileVisible: true, shareBookingHistory: false },
    });
  });

  it("saves the changes, and another session of the same user sees them", async () => {
    const user = await app.signUp("Carla Diaz");
    const change = {
      name: "  Carla Díaz ",
      phone: "+34 91 123 4567",
      country: "Spain",
      language: "de",
      currency: "EUR",
      theme: "dark",
      notifications: { email: { marketing: true, paymentAlerts: false }, inApp: { bookingUpdates: false } },
      privacy: { profileVisible: false },
    };
    const res = await app.request<ProfileView>("PUT", `/api/profile/${user.id}`, {
      token: user.token,
      body: change,
    });
    expect(res.status).toBe(200);
    const expected = {
      name: "Carla Díaz",
      email: user.email,
      phone: "+34 91 123 4567",
      country: "Spain",
      language: "de",
      currency: "EUR",
      theme: "dark",
      notifications: {
        email: { bookingUpdates: true, paymentAlerts: false, marketing: true },
        inApp: { bookingUpdates: false, paymentAlerts: true, marketing: false },
      },
      privacy: { profileVisible: false, shareBookingHistory: false },
    };
    expect(expectData(res)).toMatchObject(expected);

    const other = await signIn(app, user.email);
    expect(expectData(await profileOf(app, user, other!))).toMatchObject(expected);
    // The name is Better Auth's own: the session shows it too.
    const session = await app.services.auth.api.getSession({
      headers: new Headers({ authorization: `Bearer ${other}` }),
    });
    expect(session?.user.name).toBe("Carla Díaz");

    // An empty phone or country clears it; what is not sent stays.
    const cleared = await app.request<ProfileView>("PUT", `/api/profile/${user.id}`, {
      token: user.token,
      body: { phone: "", country: "" },
    });
    expect(expectData(cleared)).toMatchObject({ ...expected, phone: null, country: null });
  });

  it.each([
    [{ phone: "call me maybe" }, "phone: Please enter a valid phone number"],
    [{ nickname: "Ally" }, "nickname: is not a field that can be changed"],
    [{ email: "other@example.com" }, "email: is not a field that can be changed"],
    [{ notifications: { pigeon: true } }, "notifications.pigeon: is not a field that can be changed"],
    [
      { notifications: { sms: { marketing: true } } },
      "notifications.sms: is not a field that can be changed",
    ],
    [
      { notifications: { email: { push: true } } },
      "notifications.email.push: is not a field that can be changed",
    ],
    [{ language: "fr" }, "language:"],
    [{ name: "" }, "name: Name is required"],
  ])("refuses %j with a 400 naming the field, changing nothing", async (body, message) => {
    const before = expectData(await profileOf(app, alice));
    const res = await app.request<ProfileView>("PUT", `/api/profile/${alice.id}`, {
      token: alice.token,
      body: { theme: "dark", ...body },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
    expect(expectData(await profileOf(app, alice))).toEqual(before);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await app.request<ProfileView>("PUT", `/api/profile/${alice.id}`, {
      token: alice.token,
      body: "{oops",
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Request body must be valid JSON");
  });
});

describe("GET /api/profile/{userId}/export", () => {
  it("is a file of the user's own data: bookings, favourites, cart; nobody else's, no secrets", async () => {
    const mine = await book(app, alice, 2, 12);
    const theirs = await book(app, bob, 3, 13);
    await app.request<Favorites>("PUT", "/api/favorites/4", { token: alice.token });
    await app.request<Favorites>("PUT", "/api/favorites/5", { token: bob.token });
    await messageSupplier(app, alice, mine.bookings[0]!.id, "Can we bring a dog?");
    await messageSupplier(app, bob, theirs.bookings[0]!.id, "Bob's private question");
    const line = await app.request<AddedToCart>("POST", `/api/cart/${alice.id}`, {
      token: alice.token,
      body: cartItem(app, { serviceId: 4, daysAhead: 20 }),
    });
    expect(line.status, JSON.stringify(line.body)).toBe(201);

    const res = await app.request("GET", `/api/profile/${alice.id}/export`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="peninsula-adventures-data.json"',
    );
    const data = res.body;
    expect(data.account).toMatchObject({ id: alice.id, email: alice.email, signInMethods: ["credential"] });
    expect(data.profile.email).toBe(alice.email);
    const order = data.orders.find((o: { reference: string }) => o.reference === mine.order.reference);
    expect(order!.bookings.map((b: { reference: string }) => b.reference)).toEqual([
      mine.bookings[0]!.reference,
    ]);
    expect(order!.payments).toEqual([expect.objectContaining({ cardLast4: "4242", status: "succeeded" })]);
    expect(data.favorites.map((f: { serviceId: number }) => f.serviceId)).toEqual([4]);
    expect(data.cart.map((line: { serviceId: number }) => line.serviceId)).toEqual([4]);
    expect(data.supplierMessages).toEqual([
      expect.objectContaining({ booking: mine.bookings[0]!.reference, message: "Can we bring a dog?" }),
    ]);

    const text = JSON.stringify(data);
    const [credential] = await app.services.db
      .select({ hash: t.account.password })
      .from(t.account)
      .where(eq(t.account.userId, alice.id));
    const tokens = await app.services.db
      .select({ token: t.session.token })
      .from(t.session)
      .where(eq(t.session.userId, alice.id));
    for (const secret of [
      credential!.hash!,
      ...tokens.map((s) => s.token),
      "4242 4242 4242 4242",
      PASSWORD,
    ]) {
      expect(text).not.toContain(secret);
    }
    const foreigners = [bob.id, bob.email, theirs.order.reference, theirs.bookings[0]!.reference, "Bob's"];
    for (const foreign of foreigners) {
      expect(text).not.toContain(foreign);
    }
  });
});

describe("OpenAPI", () => {
  it("documents the profile routes", async () => {
    const res = await app.request("GET", "/api/openapi.json");
    expect(Object.keys(res.body.paths["/api/profile/{userId}"] ?? {}).sort()).toEqual([
      "delete",
      "get",
      "put",
    ]);
    expect(res.body.paths["/api/profile/{userId}/password"]?.post?.requestBody).toBeTruthy();
  });
});

describe("preferences follow the account", () => {
  it("starts the profile with the visitor's choices and brings them back at sign-in elsewhere", async () => {
    const email = `prefs-${Date.now()}@example.com`;
    const signUp = await app.request("POST", "/api/auth/sign-up/email", {
      body: { name: "Greta Prefs", email, password: PASSWORD },
      headers: { cookie: "lang=de; currency=EUR; theme=dark" },
    });
    expect(signUp.status).toBe(200);
    const { id, token } = expectSession(signUp);
    const profile = await app.request<ProfileView>("GET", `/api/profile/${id}`, { token });
    expect(expectData(profile)).toMatchObject({ language: "de", currency: "EUR", theme: "dark" });

    // Another device, with no preference cookies of its own.
    const signIn = await app.request("POST", "/api/auth/sign-in/email", {
      body: { email, password: PASSWORD },
      ip: "198.51.100.200",
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/(^|\n)lang=de;/);
    expect(cookies).toMatch(/(^|\n)currency=EUR;/);
    expect(cookies).toMatch(/(^|\n)theme=dark;/);
    expect(cookies).not.toMatch(/lang=de;[^\n]*HttpOnly/i);
  });
});
