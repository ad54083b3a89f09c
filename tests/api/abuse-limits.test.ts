import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, referralInvites, supplierMessages } from "../../server/db/schema.ts";
import { AppError } from "../../server/errors.ts";
import { addFavorite, removeFavorite } from "../../server/modules/favorites/favorites.ts";
import { limits, type LimitRule } from "../../server/modules/limits/limits.ts";
import { placeBooking, setStatus } from "../support/bookings.ts";
import { cartItem } from "../support/factories.ts";
import { operatorSessions } from "../support/operators.ts";
import { asActor, createTestApp, useCaseContext, type TestApp } from "../support/test-app.ts";
import type {
  AddedToCart,
  ContactSent,
  Favorites,
  GuestMessage,
  Rated,
  ReferralInvite,
  Reply,
} from "../support/api-views.ts";

// Issue 14, item 6: every anonymous or cheap write is limited, in the module function, so that the
// page's action and the API count together. Past the limit: 429 tooManyRequests with Retry-After.
// The clock stands 5 s into a minute and an hour, so no window ends during a test.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-06-01T10:00:05Z") });
});
afterAll(() => app.close());

type Answer = Awaited<ReturnType<TestApp["request"]>>;

/** The refusal past a limit, as the API gives it. */
function expectRefused(res: Answer, rule: LimitRule) {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe("tooManyRequests");
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);
}

/** Sends `send(i)` for i = 0..max-1, expecting `allowed` each time, then once more, expecting 429. */
async function exhaust(
  rule: LimitRule,
  send: (i: number) => Promise<Answer>,
  allowed: number[] = [200, 201],
) {
  for (let i = 0; i < rule.max; i++) {
    const res = await send(i);
    if (!allowed.includes(res.status))
      throw new Error(`attempt ${i + 1}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  expectRefused(await send(rule.max), rule);
}

const message = { name: "Mila", email: "mila@example.com", phone: "", subject: "Hello", message: "Hi there" };

describe("contact messages", () => {
  it("are limited per address, signed in or not", async () => {
    const user = await app.signUp("Carl Contact");
    await exhaust(limits.contact, () =>
      app.request<ContactSent>("POST", "/api/contact", {
        body: message,
        token: user.token,
        ip: "198.51.100.200",
      }),
    );
    // Another address is not held back.
    expect(
      (await app.request<ContactSent>("POST", "/api/contact", { body: message, ip: "198.51.100.201" }))
        .status,
    ).toBe(201);
  });

  it("are limited per signed-in user whatever address they come from", async () => {
    const user = await app.signUp("Rotating Addresses");
    const before = await app.services.db.select({ n: count() }).from(contactMessages);
    await exhaust(limits.contactUser, (i) =>
      app.request<ContactSent>("POST", "/api/contact", {
        body: message,
        token: user.token,
        ip: `203.0.113.${100 + i}`,
      }),
    );
    const after = await app.services.db.select({ n: count() }).from(contactMessages);
    expect(after[0]!.n - before[0]!.n).toBe(limits.contactUser.max);
  });
});

describe("referral invitations", () => {
  it("are limited per user per day", async () => {
    const user = await app.signUp("Ivan Inviter");
    await exhaust(limits.referralInvite, (i) =>
      app.request<ReferralInvite>("POST", `/api/referrals/${user.id}/invites`, {
        token: user.token,
        ip: `203.0.113.${i + 1}`,
        body: { email: `friend-${i}@example.com` },
      }),
    );
    const [sent] = await app.services.db
      .select({ n: count() })
      .from(referralInvites)
      .where(eq(referralInvites.userId, user.id));
    expect(sent?.n).toBe(limits.referralInvite.max);
  });
});

describe("favourites", () => {
  it("saving and forgetting count together, per user", async () => {
    const user = await app.signUp("Fay Favourite");
    await exhaust(limits.favorite, (i) =>
      app.request(i % 2 === 0 ? "PUT" : "DELETE", `/api/favorites/${(i % 5) + 1}`, { token: user.token }),
    );
    // Another user is not held back.
    const other = await app.signUp("Olga Other");
    expect((await app.request<Favorites>("PUT", "/api/favorites/1", { token: other.token })).status).toBe(
      200,
    );
  });

  it("the heart's page action (app/routes/resources/favorites.ts calls the module) shares the API's count", async () => {
    const user = await app.signUp("Paula Pages");
    const ctx = useCaseContext(app, asActor(user));
    const half = Math.floor(limits.favorite.max / 2);
    for (let i = 0; i < half; i++) {
      await (i % 2 ? removeFavorite : addFavorite)(ctx, { serviceId: 2 });
    }
    for (let i = half; i < limits.favorite.max; i++) {
      expect((await app.request<Favorites>("PUT", "/api/favorites/2", { token: user.token })).status).toBe(
        200,
      );
    }
    const refused = await addFavorite(ctx, { serviceId: 2 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, code: "tooManyRequests" });
    expectRefused(
      await app.request<Favorites>("DELETE", "/api/favorites/2", { token: user.token }),
      limits.favorite,
    );
  });
});

describe("the cart", () => {
  it("every change counts (add, update, remove, clear), per user", async () => {
    const user = await app.signUp("Carla Cart");
    const path = `/api/cart/${user.id}`;
    let itemId = "";
    await exhaust(limits.cart, async (i) => {
      switch (i % 4) {
        case 0: {
          const res = await app.request<AddedToCart>("POST", path, {
            token: user.token,
            body: cartItem(app, { daysAhead: 5 }),
          });
          itemId = (res.body.success ? res.body.data.item?.id : undefined) ?? "";
          return res;
        }
        case 1:
          return app.request("PUT", `${path}/${itemId}`, { token: user.token, body: { guests: 3 } });
        case 2:
          return app.request("DELETE", `${path}/${itemId}`, { token: user.token });
        default:
          return app.request("DELETE", `${path}/clear`, { token: user.token });
      }
    });
  });
});

describe("reviews", () => {
  it("a user makes a few attempts an hour", async () => {
    const user = await app.signUp("Rene Reviewer");
    const { booking } = await placeBooking(app, user, { serviceId: 2, daysAhead: 20 });
    await setStatus(app, booking.id, "completed");
    // The first rates; the next are refused as already rated (409) but count all the same.
    await exhaust(
      limits.review,
      () =>
        app.request<Rated>("POST", `/api/booking/${booking.id}/review`, {
          token: user.token,
          body: { rating: 5 },
        }),
      [200, 409],
    );
  });
});

describe("messages between guests and suppliers", () => {
  let ops: Awaited<ReturnType<typeof operatorSessions>>;
  let guest: { id: string; token: string };
  let bookingId: string;
  beforeAll(async () => {
    ops = await operatorSessions(app);
    guest = await app.signUp("Gina Guest");
    // Service 3 belongs to Avacha Volcano Guides.
    const { booking } = await placeBooking(app, guest, { serviceId: 3, daysAhead: 21 });
    await setStatus(app, booking.id, "confirmed");
    bookingId = booking.id;
  });

  it("a guest writes a limited number an hour", async () => {
    await exhaust(limits.supplierMessage, (i) =>
      app.request<GuestMessage>("POST", `/api/booking/${bookingId}/messages`, {
        token: guest.token,
        body: { message: `Question ${i}` },
      }),
    );
    const [stored] = await app.services.db
      .select({ n: count() })
      .from(supplierMessages)
      .where(eq(supplierMessages.bookingId, bookingId));
    expect(stored?.n).toBe(limits.supplierMessage.max);
  });

  it("an operator's replies have a generous limit, per team member", async () => {
    await exhaust(limits.operatorReply, (i) =>
      app.request<Reply>("POST", `/api/operator/messages/${bookingId}`, {
        token: ops.avachaStaff,
        body: { message: `Answer ${i}` },
      }),
    );
    // The owner of the same supplier is another member, with their own count.
    const owner = await app.request<Reply>("POST", `/api/operator/messages/${bookingId}`, {
      token: ops.avacha,
      body: { message: "From the owner" },
    });
    expect(owner.status).toBe(201);
  });
});
