import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as checkoutAction } from "../../app/routes/resources/checkout.ts";
import { loadCrypto } from "../../app/routes/checkout.server.ts";
import { requireUser } from "../../app/lib/guards.server.ts";
import { coinAmount } from "../../core/crypto-coins.ts";
import type { CreatedOrder, CryptoPaymentView } from "../../core/views.ts";
import { expectData } from "../support/answers.ts";
import { freshIp, holdOne } from "../support/bookings.ts";
import { bookingBody, cartItem, seatsLeft } from "../support/factories.ts";
import { clientIpContext, servicesContext } from "../../server/context.ts";
import { createTestApp, testEnv, type TestApp } from "../support/test-app.ts";

// Issue 25 item 12 (decision 031): the payment provider makes the crypto payment (the amount in the
// coin at its rate, a deposit address of its own, an expiry), the browser only shows it, and the
// order is booked once the provider has seen the transfer arrive, as SBP's bank confirms.

let app: TestApp;
const start = new Date("2026-11-22T03:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

beforeAll(async () => {
  app = await createTestApp({ now: start });
});
afterAll(() => app.close());

type User = { id: string; token: string };

const quote = (user: User, body: Record<string, unknown>) =>
  app.request<CryptoPaymentView>("POST", "/api/checkout/crypto", { token: user.token, ip: freshIp(), body });
const transfer = (user: User, id: string) =>
  app.request<CryptoPaymentView>("POST", `/api/payments/sandbox/crypto/${id}/transfer`, {
    token: user.token,
  });
const status = (user: User, id: string) =>
  app.request<CryptoPaymentView>("GET", `/api/payments/crypto/${id}`, { token: user.token });
const order = (user: User, item: ReturnType<typeof cartItem>, key: string, extra: Record<string, unknown>) =>
  app.request<CreatedOrder>("POST", "/api/bookings", {
    token: user.token,
    ip: freshIp(),
    headers: { "Idempotency-Key": key },
    body: bookingBody([item], { paymentMethod: "crypto", paymentToken: undefined, ...extra }),
  });

/** The checkout dialog's action (the other door), as a signed-in browser on our pages posts to it. */
async function checkoutPage<T>(user: User, body: Record<string, unknown>) {
  const request = new Request(`${testEnv.baseUrl}/resources/checkout`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${user.token}`,
      origin: testEnv.baseUrl,
    },
    body: JSON.stringify(body),
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, app.services);
  context.set(clientIpContext, freshIp());
  const answer = (await checkoutAction({ request, context, params: {} } as never)) as { data?: unknown };
  return (answer.data ?? answer) as T;
}

/** The crypto payment's page (`/checkout/crypto/{id}`): its loader behind the signed-in area's guard. */
async function cryptoPage(token: string | null, id: string): Promise<number> {
  const request = new Request(`${testEnv.baseUrl}/checkout/crypto/${id}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, app.services);
  context.set(clientIpContext, freshIp());
  await requireUser(
    { request, context, params: {}, url: new URL(request.url), pattern: "" } as never,
    (async () => undefined) as never,
  );
  try {
    await loadCrypto(request, context, id);
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("a crypto payment made by the provider", () => {
  it("quotes the server's amount in the coin, at an address of its own that no other payment has", async () => {
    const user = await app.signUp("Coin Quoter");
    const item = cartItem(app, { serviceId: 3, daysAhead: 20, guests: 2 });
    const held = await holdOne(app, user, item);
    // Whatever the client says of the address or the amount is not read.
    const asked = { checkoutKey: "checkout-coin-quoter-1", coin: "BTC", address: "0xdead", amountMinor: 1 };
    const btc = expectData(await quote(user, asked), 201);
    expect(btc).toMatchObject({
      coin: "BTC",
      currency: "USD",
      amountMinor: held.totalCents,
      rateMinor: 6_000_000,
      coinAmount: coinAmount(held.totalCents, 6_000_000, "BTC"),
      status: "awaiting",
      checkoutKey: "checkout-coin-quoter-1",
      expiresAt: minutes(30).toISOString(),
    });
    expect(btc.address).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/);
    expect(btc).not.toHaveProperty("userId");
    // The same checkout, coin and amount: the same payment (a double click, a reload).
    expect(expectData(await quote(user, asked), 201)).toMatchObject({ id: btc.id, address: btc.address });
    // Another checkout, another coin or another amount: another payment, another address.
    const other = expectData(await quote(user, { ...asked, checkoutKey: "checkout-coin-quoter-2" }), 201);
    const eth = expectData(await quote(user, { ...asked, coin: "ETH" }), 201);
    const euros = expectData(await quote(user, { ...asked, currency: "EUR" }), 201);
    const addresses = new Set([btc.address, other.address, eth.address, euros.address]);
    expect(addresses.size).toBe(4);
    expect(new Set([btc.id, other.id, eth.id, euros.id]).size).toBe(4);
    expect(eth.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(eth.coinAmount).toBe(coinAmount(held.totalCents, 300_000, "ETH"));
    // Euros at the hold's rate snapshot, quoted at the provider's euro price.
    expect(euros).toMatchObject({
      currency: "EUR",
      amountMinor: Math.round(held.totalCents * 0.92),
      rateMinor: 5_520_000,
    });
    // Points that pay the whole order leave nothing to pay by crypto.
    const none = await quote(user, { ...asked, pointsCents: held.totalCents });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe("nothingToPay");
    // Without a cart there is nothing to quote.
    const empty = await quote(await app.signUp("Coin Window Shopper"), asked);
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe("cartEmpty");
  });

  it("books once the provider has seen the transfer, and only with the payment made for that checkout", async () => {
    const user = await app.signUp("Coin Payer");
    const item = cartItem(app, { serviceId: 3, daysAhead: 21, guests: 1 });
    await holdOne(app, user, item);
    const key = "checkout-coin-payer-1";
    const payment = expectData(await quote(user, { checkoutKey: key, coin: "USDT" }), 201);
    const refused = async (res: Awaited<ReturnType<typeof order>>, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
    };
    // No payment named, or one whose transfer has not arrived: nothing is booked.
    await refused(await order(user, item, key, {}), 400, "cryptoPaymentRequired");
    await refused(await order(user, item, key, { cryptoPaymentId: payment.id }), 402, "cryptoNotPaid");
    expect(expectData(await transfer(user, payment.id)).status).toBe("received");
    // The payment pays its own checkout only, at its own amount.
    await refused(
      await order(user, item, "checkout-coin-payer-other", { cryptoPaymentId: payment.id }),
      402,
      "cryptoNotPaid",
    );
    await refused(
      await order(user, item, key, { cryptoPaymentId: payment.id, currency: "EUR" }),
      402,
      "cryptoNotPaid",
    );
    const paid = await order(user, item, key, { cryptoPaymentId: payment.id });
    const created = expectData(paid, 201);
    expect(created.order).toMatchObject({
      paymentMethod: "crypto",
      currency: "USD",
      chargedMinor: payment.amountMinor,
    });
    expect(expectData(await status(user, payment.id)).status).toBe("paid");
    // A retry with the same key answers the same order; a new checkout cannot spend it again.
    expect(expectData(await order(user, item, key, { cryptoPaymentId: payment.id }), 201).order.id).toBe(
      created.order.id,
    );
    await holdOne(app, user, item);
    await refused(
      await order(user, item, "checkout-coin-payer-2", { cryptoPaymentId: payment.id }),
      402,
      "cryptoNotPaid",
    );
  });

  it("keeps the seats while it waits, and gives them back when it expires unpaid", async () => {
    const user = await app.signUp("Slow Coin Payer");
    const item = cartItem(app, { serviceId: 3, daysAhead: 22, guests: 2 });
    const { startDate } = item.dates;
    const free = await seatsLeft(app, 3, startDate, item.selectedTime);
    await holdOne(app, user, item);
    const key = "checkout-slow-coin-payer";
    const payment = expectData(await quote(user, { checkoutKey: key, coin: "ETH" }), 201);
    try {
      // Past the checkout's 15-minute hold, the waiting payment still holds the seats.
      app.clock.now = minutes(20);
      expect(await seatsLeft(app, 3, startDate, item.selectedTime)).toBe(free - 2);
      expect(expectData(await status(user, payment.id)).status).toBe("awaiting");
      // At its expiry they are free again; a transfer comes too late, and nothing can be booked.
      app.clock.now = minutes(31);
      expect(await seatsLeft(app, 3, startDate, item.selectedTime)).toBe(free);
      expect(expectData(await status(user, payment.id)).status).toBe("expired");
      const late = await transfer(user, payment.id);
      expect(late.status).toBe(409);
      expect(late.body.code).toBe("cryptoPaymentExpired");
      const booked = await order(user, item, key, { cryptoPaymentId: payment.id });
      expect(booked.status).toBe(402);
      expect(booked.body.code).toBe("cryptoPaymentExpired");
      expect(await seatsLeft(app, 3, startDate, item.selectedTime)).toBe(free);
    } finally {
      app.clock.now = start;
    }
  });

  it("answers 401 signed out and 404 for another account's payment", async () => {
    const owner = await app.signUp("Coin Owner");
    const stranger = await app.signUp("Coin Stranger");
    const item = cartItem(app, { serviceId: 3, daysAhead: 23, guests: 1 });
    await holdOne(app, owner, item);
    const payment = expectData(await quote(owner, { checkoutKey: "checkout-coin-owner", coin: "BTC" }), 201);
    expect(
      (
        await app.request("POST", "/api/checkout/crypto", {
          body: { checkoutKey: "checkout-x1", coin: "BTC" },
        })
      ).status,
    ).toBe(401);
    expect((await app.request("GET", `/api/payments/crypto/${payment.id}`)).status).toBe(401);
    expect((await app.request("POST", `/api/payments/sandbox/crypto/${payment.id}/transfer`)).status).toBe(
      401,
    );
    expect((await status(stranger, payment.id)).status).toBe(404);
    expect((await transfer(stranger, payment.id)).status).toBe(404);
    expect((await status(owner, "cpay_00000000000000000000")).status).toBe(404);
    // Its page likewise: signed out 401, another account's or no such payment 404.
    expect(await cryptoPage(owner.token, payment.id)).toBe(200);
    expect(await cryptoPage(null, payment.id)).toBe(401);
    expect(await cryptoPage(stranger.token, payment.id)).toBe(404);
    expect(await cryptoPage(owner.token, "not-a-payment")).toBe(404);
    // The stranger's transfer did nothing; nor can the stranger book with the owner's payment.
    expect(expectData(await status(owner, payment.id)).status).toBe("awaiting");
    await transfer(owner, payment.id);
    await holdOne(app, stranger, item);
    const theirs = await order(stranger, item, "checkout-coin-owner", { cryptoPaymentId: payment.id });
    expect(theirs.status).toBe(402);
    expect(theirs.body.code).toBe("cryptoNotPaid");
  });

  it("is the same provider payment through the checkout dialog's action, whose order spends it", async () => {
    const user = await app.signUp("Door Crypto");
    const item = cartItem(app, { serviceId: 3, daysAhead: 24, guests: 1 });
    await holdOne(app, user, item);
    const asked = { checkoutKey: "door-crypto-0001", coin: "BTC" };
    const page = await checkoutPage<{ ok: boolean; crypto: CryptoPaymentView }>(user, {
      intent: "crypto",
      ...asked,
    });
    expect(page.ok).toBe(true);
    const api = expectData(await quote(user, asked), 201);
    expect(api).toMatchObject({
      id: page.crypto.id,
      address: page.crypto.address,
      coinAmount: page.crypto.coinAmount,
    });
    expect((await transfer(user, api.id)).status).toBe(200);
    const placed = await checkoutPage<{ ok: boolean; order: CreatedOrder }>(user, {
      intent: "order",
      idempotencyKey: asked.checkoutKey,
      ...bookingBody([item], { paymentMethod: "crypto", paymentToken: undefined, cryptoPaymentId: api.id }),
    });
    expect(placed.ok).toBe(true);
    expect(placed.order.order.paymentMethod).toBe("crypto");
  });
});
