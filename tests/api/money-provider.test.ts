import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../../server/api/app.ts";
import { schema } from "../../server/db/client.ts";
import { startJobRunner } from "../../server/jobs/runner.ts";
import { accessLog } from "../../server/log.ts";
import { createTransport } from "../../server/modules/notifications/transport.ts";
import type { PaymentProvider } from "../../server/modules/payment/provider.ts";
import { reconcileCheckouts } from "../../server/modules/payment/settle.ts";
import { freshIp } from "../support/bookings.ts";
import { bookingBody, cartItem, declinedCard, goodCard } from "../support/factories.ts";
import { createTestApp, testEnv, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { CreatedOrder } from "../../core/views.ts";
import type { CardToken, TopUp } from "../support/api-views.ts";
import type { Answer, Envelope } from "../support/answers.ts";

// Issue 15: the payment provider is called outside the order's transaction, and a card reaches
// us only as the provider's token.

let app: TestApp;
const start = new Date("2026-11-22T03:00:00Z");

beforeAll(async () => {
  app = await createTestApp({ now: start });
});
afterAll(() => app.close());

describe("the provider outside the transaction", () => {
  /** The real sandbox, with something happening right after it confirms a payment. */
  async function withProvider(after: () => Promise<void>, work: () => Promise<void>) {
    const real = app.services.payments;
    const wrapped: PaymentProvider = {
      ...real,
      createIntent: (request) => real.createIntent(request),
      refund: (request) => real.refund(request),
      status: (id) => real.status(id),
      async confirm(id, request) {
        const intent = await real.confirm(id, request);
        await after();
        return intent;
      },
    };
    app.services.payments = wrapped;
    try {
      await work();
    } finally {
      app.services.payments = real;
    }
  }
  const intentsOf = async (userId: string) => {
    const attempts = await app.services.db
      .select()
      .from(schema.checkoutAttempts)
      .where(eq(schema.checkoutAttempts.userId, userId));
    const intents = [];
    for (const a of attempts) {
      if (a.providerIntent) intents.push(await app.services.payments.status(a.providerIntent));
    }
    return { attempts, intents };
  };
  const ordersOf = (userId: string) =>
    app.services.db.select().from(schema.orders).where(eq(schema.orders.userId, userId));

  it("a charge whose commit fails is refunded at once, and nothing is booked", async () => {
    const user = await app.signUp("Unlucky Commit");
    const item = cartItem(app, { serviceId: 3, daysAhead: 70, guests: 2 });
    let res: Awaited<ReturnType<TestApp["request"]>> | undefined;
    // Between the charge and the commit the operator closes the departure.
    await withProvider(
      async () => {
        await app.services.db
          .update(schema.slotInventory)
          .set({ closed: true })
          .where(
            and(
              eq(schema.slotInventory.serviceId, 3),
              eq(schema.slotInventory.date, item.dates.startDate),
              eq(schema.slotInventory.time, "08:00"),
            ),
          );
      },
      async () => {
        res = await app.request<CreatedOrder>("POST", "/api/bookings", {
          token: user.token,
          ip: freshIp(),
          body: bookingBody([item]),
        });
      },
    );
    // The commit's own refusal (the departure is closed), not a fault.
    expect(res!.status).toBe(400);
    expect(res!.body.field).toBe("items.0.selectedTime");
    expect(await ordersOf(user.id)).toEqual([]);
    const { attempts, intents } = await intentsOf(user.id);
    expect(attempts.map((a) => a.status)).toEqual(["refunded"]);
    expect(intents).toMatchObject([{ status: "refunded" }]);
  });

  it("a crash between charge and commit leaves the attempt for reconciliation, which returns the money", async () => {
    const user = await app.signUp("Crashed Checkout");
    const item = cartItem(app, { serviceId: 5, daysAhead: 71, guests: 1 });
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void logged.push(String(line)));
    let res: Awaited<ReturnType<TestApp["request"]>> | undefined;
    await withProvider(
      async () => {
        // The connection drops after the provider took the money: we never hear back.
        throw new Error("socket hang up");
      },
      async () => {
        res = await app.request<CreatedOrder>("POST", "/api/bookings", {
          token: user.token,
          ip: freshIp(),
          body: bookingBody([item]),
        });
      },
    );
    expect(res!.status).toBe(502);
    expect(res!.body.code).toBe("paymentUnknown");
    expect(logged.some((line) => line.includes("reconciliation will settle it"))).toBe(true);
    let state = await intentsOf(user.id);
    expect(state.attempts.map((a) => a.status)).toEqual(["processing"]);
    expect(state.intents).toMatchObject([{ status: "succeeded" }]);

    // Too early: a slow request may still commit it.
    expect(await reconcileCheckouts(app.services.db, app.services.payments, app.clock.now)).toBe(0);
    // Later, the job runner's round settles it: the money goes back, once.
    const later = new Date(app.clock.now.getTime() + 6 * 60_000);
    const runner = startJobRunner(
      { ...app.services, now: () => later },
      createTransport({ from: "test@example.com", baseUrl: testEnv.baseUrl }),
      { autoStart: false },
    );
    await runner.tick();
    await runner.stop();
    state = await intentsOf(user.id);
    expect(state.attempts.map((a) => a.status)).toEqual(["refunded"]);
    expect(state.intents).toMatchObject([{ status: "refunded" }]);
    expect(await reconcileCheckouts(app.services.db, app.services.payments, later)).toBe(0);
    expect(await ordersOf(user.id)).toEqual([]);
  });
});

describe("card tokens", () => {
  it("exchanges a card for a token (brand and last four only) or refuses it with a 400 naming the field", async () => {
    const user = await app.signUp("Token Holder");
    expect(
      (await app.request<CardToken>("POST", "/api/payments/sandbox/tokens", { body: goodCard })).status,
    ).toBe(401);
    const bad = await app.request<CardToken>("POST", "/api/payments/sandbox/tokens", {
      token: user.token,
      ip: freshIp(),
      body: { ...goodCard, number: "4242 4242 4242 4241" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "cardNumberInvalid", field: "number" });
    const expired = await app.request<CardToken>("POST", "/api/payments/sandbox/tokens", {
      token: user.token,
      ip: freshIp(),
      body: { ...goodCard, expiry: "01/20" },
    });
    expect(expired.body).toMatchObject({ code: "cardExpiryInvalid", field: "expiry" });
    const res = await app.request<CardToken>("POST", "/api/payments/sandbox/tokens", {
      token: user.token,
      ip: freshIp(),
      body: goodCard,
    });
    expect(res.status).toBe(201);
    expect(expectData(res)).toEqual({ token: expect.stringMatching(/^tok_/), brand: "visa", last4: "4242" });
  });

  it("pays with the token; a declined card's token is declined; no card number in any table or log line", async () => {
    const lines: string[] = [];
    const keep = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    const out = vi.spyOn(console, "log").mockImplementation(keep);
    const err = vi.spyOn(console, "error").mockImplementation(keep);
    try {
      const user = await app.signUp("Token Payer");
      // As the server runs it: every request logged.
      const server = new Hono().use(accessLog()).route("/", createApi(app.services));
      const send = async <T = unknown>(path: string, body: unknown): Promise<Answer<T>> => {
        const response = await server.request(
          `http://localhost:3000${path}`,
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${user.token}`,
              origin: testEnv.baseUrl,
            },
            body: JSON.stringify(body),
          },
          { incoming: { socket: { remoteAddress: freshIp(), remotePort: 40000, remoteFamily: "IPv4" } } },
        );
        return {
          status: response.status,
          body: (await response.json()) as Envelope<T>,
          headers: response.headers,
        };
      };
      const tokenFor = async (card: typeof goodCard) =>
        expectData(await send<CardToken>("/api/payments/sandbox/tokens", card)).token;
      // A client that sends the card to the order API is refused, and the card is not logged either.
      const refused = await send("/api/bookings", {
        ...bookingBody([cartItem(app, { serviceId: 5, daysAhead: 80, guests: 1 })]),
        card: goodCard,
      });
      expect(refused.body.code).toBe("useCardToken");
      const declined = await app.request<CreatedOrder>("POST", "/api/bookings", {
        token: user.token,
        ip: freshIp(),
        body: bookingBody([cartItem(app, { serviceId: 5, daysAhead: 80, guests: 1 })], {
          paymentToken: await tokenFor(declinedCard),
        }),
      });
      expect(declined.status).toBe(402);
      const paid = await app.request<CreatedOrder>("POST", "/api/bookings", {
        token: user.token,
        ip: freshIp(),
        body: bookingBody([cartItem(app, { serviceId: 5, daysAhead: 80, guests: 1 })], {
          paymentToken: await tokenFor(goodCard),
        }),
      });
      expect(paid.status).toBe(201);
      expect(expectData(paid).order.cardLast4).toBe("4242");
      const topUp = await app.request<TopUp>("POST", `/api/points/${user.id}/top-up`, {
        token: user.token,
        ip: freshIp(),
        body: { amount: 20, paymentToken: await tokenFor(goodCard) },
      });
      expect(topUp.status).toBe(201);
      const [payment] = await app.services.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.orderId, expectData(paid).order.id));
      expect(payment).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });

      // A dump of every table: each row as JSON.
      const tables: unknown = await app.services.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      const names = ((tables as { rows?: unknown }).rows ?? tables) as { name: string }[];
      expect(names.length).toBeGreaterThan(20);
      let dump = "";
      for (const { name } of names) {
        const rows: unknown = await app.services.db.execute(
          sql.raw(`select row_to_json(t)::text as row from "${name}" t`),
        );
        dump += JSON.stringify((rows as { rows?: unknown }).rows ?? rows);
      }
      expect(dump).toContain("4242");
      expect(lines.some((line) => line.includes("/api/payments/sandbox/tokens"))).toBe(true);
      for (const number of [goodCard.number, declinedCard.number]) {
        expect(dump).not.toContain(number.replaceAll(" ", ""));
        expect(dump).not.toContain(number);
        expect(lines.join("\n")).not.toContain(number.replaceAll(" ", ""));
        expect(lines.join("\n")).not.toContain(number);
      }
    } finally {
      out.mockRestore();
      err.mockImplementation(() => {});
    }
  });
});
