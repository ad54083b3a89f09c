import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../server/db/schema.ts";
import { signLink } from "../../server/modules/notifications/signed-links.ts";
import { oneClickUnsubscribeUrl, unsubscribeUrl } from "../../server/modules/notifications/unsubscribe.ts";
import { createTestApp, testEnv, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { ProfileView } from "../../core/views.ts";
import type { MarkedRead, NotificationsPage } from "../support/api-views.ts";

let app: TestApp;
let alice: { id: string; token: string; email: string };
let bob: { id: string; token: string; email: string };
let seq = 0;

/** An in-app entry, as the job runner writes it; `minutesAgo` orders them. */
async function entry(
  userId: string,
  minutesAgo: number,
  extra: Partial<typeof t.notifications.$inferInsert> = {},
) {
  seq += 1;
  const [row] = await app.services.db
    .insert(t.notifications)
    .values({
      key: `test:${seq}:${userId}`,
      userId,
      kind: "bookingConfirmed",
      params: { reference: `PA-${seq}`, service: "Avacha Volcano Hike", date: "2026-12-01" },
      href: "/dashboard/bookings",
      createdAt: new Date(app.clock.now.getTime() - minutesAgo * 60_000),
      ...extra,
    })
    .returning({ id: t.notifications.id });
  return row!.id;
}

const list = (user: { token: string }, query = "") =>
  app.request<NotificationsPage>("GET", `/api/notifications${query}`, { token: user.token });
const read = (user: { token: string } | undefined, body: unknown) =>
  app.request<MarkedRead>("POST", "/api/notifications/read", { token: user?.token, body });

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  alice = await app.signUp("Alice Adams");
  bob = await app.signUp("Bob Brown");
});
afterAll(() => app.close());

describe("GET /api/notifications", () => {
  let aliceIds: number[] = [];
  beforeAll(async () => {
    aliceIds = [
      await entry(alice.id, 30, { kind: "orderReceived" }),
      await entry(alice.id, 20),
      await entry(alice.id, 10, { kind: "tripReminder", readAt: app.clock.now }),
    ];
    await entry(bob.id, 5, { kind: "guestMessage", params: { reference: "PA-BOB" } });
  });

  it("needs a session (401)", async () => {
    expect((await app.request<NotificationsPage>("GET", "/api/notifications")).status).toBe(401);
  });

  it("lists the user's own entries newest first with the counts, never another user's", async () => {
    const res = await list(alice);
    expect(res.status).toBe(200);
    expect(expectData(res).total).toBe(3);
    expect(expectData(res).unread).toBe(2);
    expect(expectData(res).items.map((item: { id: number }) => item.id)).toEqual([...aliceIds].reverse());
    expect(expectData(res).items[0]).toEqual({
      id: aliceIds[2],
      kind: "tripReminder",
      params: expect.objectContaining({ service: "Avacha Volcano Hike" }),
      href: "/dashboard/bookings",
      createdAt: new Date(app.clock.now.getTime() - 10 * 60_000).toISOString(),
      read: true,
      outcome: null,
    });
    expect(JSON.stringify(expectData(res))).not.toContain("PA-BOB");
  });

  it("pages with offset and limit", async () => {
    const res = await list(alice, "?offset=1&limit=1");
    expect(expectData(res).items.map((item: { id: number }) => item.id)).toEqual([aliceIds[1]]);
    expect(expectData(res).total).toBe(3);
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=101", "limit"],
    ["?offset=-1", "offset"],
    ["?offset=abc", "offset"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const res = await list(alice, query);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it("never offers a link to another site", async () => {
    const id = await entry(bob.id, 1, { href: "//evil.example/phish" });
    const res = await list(bob);
    expect(expectData(res).items.find((item: { id: number }) => item.id === id)!.href).toBeNull();
  });
});

describe("the account's data export", () => {
  it("lists the user's in-app entries, and no one else's", async () => {
    const ivy = await app.signUp("Ivy");
    await entry(ivy.id, 2, { kind: "tripReminder", params: { reference: "PA-IVY" } });
    const res = await app.request("GET", `/api/profile/${ivy.id}/export`, { token: ivy.token });
    const data = JSON.parse(typeof res.body === "string" ? res.body : JSON.stringify(res.body));
    expect(data.notifications).toEqual([
      expect.objectContaining({ kind: "tripReminder", params: { reference: "PA-IVY" }, readAt: null }),
    ]);
  });
});

describe("POST /api/notifications/read", () => {
  it("needs a session (401)", async () => {
    expect((await read(undefined, { all: true })).status).toBe(401);
  });

  it("marks one of the user's entries read, and another user's id is a 404 that changes nothing", async () => {
    const carol = await app.signUp("Carol");
    const mine = await entry(carol.id, 3);
    const theirs = await entry(bob.id, 3);

    const other = await read(carol, { ids: [theirs] });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("notificationNotFound");
    const [bobs] = await app.services.db
      .select({ readAt: t.notifications.readAt })
      .from(t.notifications)
      .where(eq(t.notifications.id, theirs));
    expect(bobs!.readAt).toBeNull();

    const res = await read(carol, { ids: [mine] });
    expect(res.status).toBe(200);
    expect(expectData(res)).toEqual({ marked: 1, unread: 0 });
    // Again: nothing more to mark, still fine.
    expect(expectData(await read(carol, { ids: [mine] }))).toEqual({ marked: 0, unread: 0 });
  });

  it("leaves another user's entries alone in a list of ids", async () => {
    const dan = await app.signUp("Dan");
    const mine = await entry(dan.id, 3);
    const theirs = await entry(bob.id, 3);
    const res = await read(dan, { ids: [mine, theirs] });
    expect(expectData(res)).toEqual({ marked: 1, unread: 0 });
    const [bobs] = await app.services.db
      .select({ readAt: t.notifications.readAt })
      .from(t.notifications)
      .where(eq(t.notifications.id, theirs));
    expect(bobs!.readAt).toBeNull();
  });

  it("marks all read: unread 0, the other user's count unchanged", async () => {
    const erin = await app.signUp("Erin");
    await entry(erin.id, 3);
    await entry(erin.id, 2);
    const bobBefore = expectData(await list(bob)).unread;
    expect(expectData(await list(erin)).unread).toBe(2);

    const res = await read(erin, { all: true });
    expect(res.status).toBe(200);
    expect(expectData(res)).toEqual({ marked: 2, unread: 0 });
    const after = expectData(await list(erin));
    expect(after.unread).toBe(0);
    expect(after.items.every((item: { read: boolean }) => item.read)).toBe(true);
    expect(expectData(await list(bob)).unread).toBe(bobBefore);
  });

  it.each([
    [{}],
    [{ ids: [] }],
    [{ ids: ["x"] }],
    [{ all: false }],
    [{ ids: [1], all: true }],
    [{ ids: [1.5] }],
    [[1, 2]],
  ])("refuses %j with a 400", async (body) => {
    const res = await read(alice, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe("one-click unsubscribe", () => {
  const secret = testEnv.authSecret;
  const emailSwitches = async (userId: string) =>
    (
      await app.services.db
        .select({
          bookingUpdates: t.profiles.notifyBookingUpdates,
          paymentAlerts: t.profiles.notifyPaymentAlerts,
          marketing: t.profiles.notifyMarketing,
          inApp: t.profiles.inAppBookingUpdates,
        })
        .from(t.profiles)
        .where(eq(t.profiles.userId, userId))
    )[0];
  /** The path and query of an address, as the mail client requests it. */
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  const oneClick = (path: string, headers: Record<string, string> = {}) =>
    app.request("POST", path, {
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });

  it("builds the page's and the header's addresses on the base URL", () => {
    const page = unsubscribeUrl("https://pa.example", secret, "u1", "marketing");
    expect(page).toMatch(/^https:\/\/pa\.example\/unsubscribe\?token=[\w-]+\.[\w-]+$/);
    const header = oneClickUnsubscribeUrl("https://pa.example", secret, "u1", "marketing");
    expect(header).toMatch(/^https:\/\/pa\.example\/api\/unsubscribe\?token=[\w-]+\.[\w-]+$/);
  });

  it("turns that category's e-mail off, from any origin, without a session; twice is fine", async () => {
    const frank = await app.signUp("Frank");
    expect(await emailSwitches(frank.id)).toEqual({
      bookingUpdates: true,
      paymentAlerts: true,
      marketing: false,
      inApp: true,
    });
    const url = oneClickUnsubscribeUrl(testEnv.baseUrl, secret, frank.id, "bookingUpdates");
    // A mail provider posts from nowhere, a webmail page from its own origin: both must work.
    const res = await oneClick(pathOf(url), {
      origin: "https://mail.example",
      "sec-fetch-site": "cross-site",
    });
    expect(res.status).toBe(200);
    expect(expectData(res)).toEqual({ unsubscribed: true, category: "bookingUpdates" });
    expect(await emailSwitches(frank.id)).toEqual({
      bookingUpdates: false,
      paymentAlerts: true,
      marketing: false,
      inApp: true,
    });
    expect((await oneClick(pathOf(url))).status).toBe(200);

    const payments = oneClickUnsubscribeUrl(testEnv.baseUrl, secret, frank.id, "paymentAlerts");
    expect((await oneClick(pathOf(payments))).status).toBe(200);
    expect((await emailSwitches(frank.id))!.paymentAlerts).toBe(false);
  });

  it("still keeps the origin rule on every other route", async () => {
    const res = await app.request<MarkedRead>("POST", "/api/notifications/read", {
      body: { all: true },
      headers: { origin: "https://mail.example", cookie: "x=y" },
    });
    expect(res.status).toBe(403);
  });

  it("refuses a bad, tampered or misdirected token with a 400 unsubscribeLinkInvalid, changing nothing", async () => {
    const grace = await app.signUp("Grace");
    const good = signLink(secret, "unsubscribe", { u: grace.id, c: "bookingUpdates" });
    const [body, mac] = good.split(".");
    const forged = Buffer.from(JSON.stringify({ u: bob.id, c: "bookingUpdates" })).toString("base64url");
    const tokens = [
      "",
      "nonsense",
      `${body}.${mac}x`,
      `${forged}.${mac}`,
      signLink("another-secret-that-is-long-enough-0123456789", "unsubscribe", {
        u: grace.id,
        c: "marketing",
      }),
      // A token for another purpose (a request's Confirm link) is never an unsubscribe.
      signLink(secret, "request", { u: grace.id, c: "bookingUpdates" }),
      signLink(secret, "unsubscribe", { u: grace.id, c: "everything" }),
      signLink(secret, "unsubscribe", { u: "no-such-user", c: "marketing" }),
    ];
    for (const token of tokens) {
      const res = await oneClick(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(400);
      expect(res.body.code).toBe("unsubscribeLinkInvalid");
    }
    const missing = await oneClick("/api/unsubscribe");
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("unsubscribeLinkInvalid");
    expect((await emailSwitches(grace.id))!.bookingUpdates).toBe(true);
    expect((await emailSwitches(bob.id))!.bookingUpdates).toBe(true);
  });

  it("shows the switch off in the profile afterwards", async () => {
    const hal = await app.signUp("Hal");
    await app.request<ProfileView>("PUT", `/api/profile/${hal.id}`, {
      token: hal.token,
      body: { notifications: { email: { marketing: true } } },
    });
    const url = oneClickUnsubscribeUrl(testEnv.baseUrl, secret, hal.id, "marketing");
    expect((await oneClick(pathOf(url))).status).toBe(200);
    const profile = await app.request<ProfileView>("GET", `/api/profile/${hal.id}`, { token: hal.token });
    expect(expectData(profile).notifications).toEqual({
      email: { bookingUpdates: true, paymentAlerts: true, marketing: false },
      inApp: { bookingUpdates: true, paymentAlerts: true, marketing: false },
    });
  });
});
