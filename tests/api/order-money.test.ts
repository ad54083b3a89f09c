import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addDays, operatorToday, slotStart } from "../../core/dates.ts";
import { chargeMinor, formatMinor, type Currency } from "../../core/money.ts";
import { inOrderCurrency } from "../../core/order-summary.ts";
import type { ParticipantCounts } from "../../core/participants.ts";
import type { BookingView, CreatedOrder, Held } from "../../core/views.ts";
import { schema } from "../../server/db/client.ts";
import { priceBook } from "../../server/modules/pricing/price-book.ts";
import { expectData } from "../support/answers.ts";
import type { ServicePage } from "../support/api-views.ts";
import { freshIp } from "../support/bookings.ts";
import { bookingBody, customerInfo } from "../support/factories.ts";
import { to, useMailWorld } from "../support/mail-world.ts";

// Issue 27 (decision 042): an order's money line by line. The helicopter day (service 4) adds the
// Kronotsky Reserve entry fee ($50 a person) and a 2 % regional tourist tax per booking; the river
// float (service 2) a nature park entry ($15 a paying person) and takes a 30 % deposit with the
// balance 30 days before the start. The clock stands in November: no summer season in the window.

const world = useMailWorld();

type Line = { serviceId: number; daysAhead: number; participants: ParticipantCounts };

/** The first departure on or after `daysAhead` days from today with room for `seats`. */
async function departure(serviceId: number, daysAhead: number, seats: number) {
  const page = expectData(await world.app.request<ServicePage>("GET", `/api/services/${serviceId}`));
  const from = addDays(operatorToday(world.app.clock.now), daysAhead);
  for (const day of page.availability) {
    if (day.date < from) continue;
    const slot = day.timeSlots.find((s) => s.available && !s.closed && s.capacity - s.booked >= seats);
    if (slot) return { startDate: day.date, time: slot.time };
  }
  throw new Error(`no departure of service ${serviceId} from ${from}`);
}

async function item(line: Line) {
  const seats = (line.participants.adult ?? 0) + (line.participants.child ?? 0);
  const { startDate, time } = await departure(line.serviceId, line.daysAhead, seats);
  return {
    serviceId: line.serviceId,
    dates: { startDate },
    selectedTime: time,
    participants: line.participants,
  };
}

/** What a line costs by the service's price book, worked out here by hand. */
async function expected(serviceId: number, participants: ParticipantCounts) {
  const book = (await priceBook(world.app.services.db, serviceId))!;
  const price = (code: string) => book.types.find((t) => t.code === code)?.priceCents ?? 0;
  const baseCents = Object.entries(participants).reduce((sum, [code, n]) => sum + price(code) * n!, 0);
  const paying = Object.entries(participants).reduce((sum, [code, n]) => sum + (price(code) > 0 ? n! : 0), 0);
  if (serviceId === 4) {
    const taxesCents = Math.round((baseCents * 200) / 10_000);
    return {
      baseCents,
      feesCents: 5_000 * paying,
      taxesCents,
      totalCents: baseCents + 5_000 * paying + taxesCents,
    };
  }
  return { baseCents, feesCents: 1_500 * paying, taxesCents: 0, totalCents: baseCents + 1_500 * paying };
}

async function order(user: { token: string }, lines: Line[], currency: Currency, email = customerInfo.email) {
  const items = await Promise.all(lines.map(item));
  const res = await world.app.request<CreatedOrder>("POST", "/api/bookings", {
    token: user.token,
    ip: freshIp(),
    body: bookingBody(items as never, { currency, customerInfo: { ...customerInfo, email } }),
  });
  return { ...expectData(res, 201), items };
}

const bookingOf = (bookings: BookingView[], serviceId: number) =>
  bookings.find((b) => b.serviceId === serviceId)!;

describe("an order's money, line by line", () => {
  it("the helicopter day for two adults: base, the reserve's fee, the tourist tax and total, to the cent", async () => {
    const user = await world.app.signUp("Heli Guest");
    const want = await expected(4, { adult: 2 });
    const { order: created, bookings } = await order(
      user,
      [{ serviceId: 4, daysAhead: 20, participants: { adult: 2 } }],
      "USD",
    );
    expect(created).toMatchObject({
      ...want,
      subtotalCents: want.totalCents,
      discountCents: 0,
      paidCents: want.totalCents,
      balanceCents: 0,
      chargedMinor: want.totalCents,
    });
    expect(created.totalCents).toBe(want.totalCents);
    expect(created.feeLines).toEqual([
      {
        kind: "fee",
        names: expect.objectContaining({ en: "Kronotsky Reserve entry fee" }),
        included: false,
        cents: 10_000,
      },
    ]);
    expect(created.taxLines).toEqual([
      {
        kind: "tax",
        names: expect.objectContaining({ en: "Regional tourist tax" }),
        included: false,
        cents: want.taxesCents,
      },
    ]);
    const [booking] = bookings;
    expect(booking).toMatchObject({
      ...want,
      discountCents: 0,
      depositCents: want.totalCents,
      balanceCents: 0,
    });
    expect(booking!.money).toEqual({
      currency: "USD",
      baseMinor: want.baseCents,
      feesMinor: want.feesCents,
      taxesMinor: want.taxesCents,
      discountMinor: 0,
      totalMinor: want.totalCents,
      depositMinor: want.totalCents,
      balanceMinor: 0,
    });
    // The receipt answers the same lines.
    const receipt = expectData(
      await world.app.request("GET", `/api/orders/${created.reference}`, { token: user.token }),
    );
    expect(receipt).toMatchObject({
      baseCents: want.baseCents,
      feesCents: want.feesCents,
      taxesCents: want.taxesCents,
      paidCents: want.totalCents,
      feeLines: created.feeLines,
      taxLines: created.taxLines,
      money: booking!.money,
    });
  });

  it("the river float for a family in euros: the deposit now, the balance 30 days before, both currencies", async () => {
    const user = await world.app.signUp("Float Family");
    const party = { adult: 2, child: 1, infant: 1 };
    const want = await expected(2, party);
    const {
      order: created,
      bookings,
      items,
    } = await order(user, [{ serviceId: 2, daysAhead: 45, participants: party }], "EUR");
    const deposit = Math.round((want.totalCents * 30) / 100);
    const rate = created.exchangeRate;
    expect(created).toMatchObject({
      ...want,
      currency: "EUR",
      paidCents: deposit,
      balanceCents: want.totalCents - deposit,
      chargedMinor: chargeMinor(deposit, rate),
    });
    const booking = bookings[0]!;
    // Infants on a lap pay nothing and take no seat: three pay the park's entry.
    expect(booking).toMatchObject({ guests: 3, participants: party, feesCents: 4_500 });
    const start = slotStart(items[0]!.dates.startDate, items[0]!.selectedTime);
    expect(booking).toMatchObject({
      depositCents: deposit,
      balanceCents: want.totalCents - deposit,
      balanceDueAt: new Date(start.getTime() - 30 * 86_400_000).toISOString(),
    });
    expect(booking.money).toEqual({
      currency: "EUR",
      baseMinor: chargeMinor(want.baseCents, rate),
      feesMinor: chargeMinor(4_500, rate),
      taxesMinor: 0,
      discountMinor: 0,
      totalMinor: chargeMinor(want.baseCents, rate) + chargeMinor(4_500, rate),
      depositMinor: chargeMinor(deposit, rate),
      balanceMinor: chargeMinor(want.baseCents, rate) + chargeMinor(4_500, rate) - chargeMinor(deposit, rate),
    });
    expect(created.money).toEqual(booking.money);
  });

  it("a friend's discount spread over two lines in roubles: shares, deposit and charge to the kopeck", async () => {
    const referrer = await world.app.signUp("Referrer");
    const friend = await world.app.signUp("Friend");
    await world.app.services.db
      .insert(schema.referrals)
      .values({ id: randomUUID(), referrerId: referrer.id, referredUserId: friend.id });
    const float = await expected(2, { adult: 2 });
    const heli = await expected(4, { adult: 1 });
    const { order: created, bookings } = await order(
      friend,
      [
        { serviceId: 4, daysAhead: 25, participants: { adult: 1 } },
        { serviceId: 2, daysAhead: 50, participants: { adult: 2 } },
      ],
      "RUB",
    );
    const subtotal = float.totalCents + heli.totalCents;
    const discount = Math.round(subtotal / 10);
    // In checkout's lock order (service 2, then 4), the last line takes the rest of the discount.
    const floatShare = Math.round((float.totalCents * discount) / subtotal);
    const heliShare = discount - floatShare;
    const floatDeposit = Math.round(((float.totalCents - floatShare) * 30) / 100);
    const paid = floatDeposit + heli.totalCents - heliShare;
    const rate = created.exchangeRate;
    expect(created).toMatchObject({
      currency: "RUB",
      subtotalCents: subtotal,
      baseCents: float.baseCents + heli.baseCents,
      feesCents: float.feesCents + heli.feesCents,
      taxesCents: heli.taxesCents,
      discountCents: discount,
      totalCents: subtotal - discount,
      paidCents: paid,
      balanceCents: float.totalCents - floatShare - floatDeposit,
      chargedMinor: chargeMinor(paid, rate),
    });
    // Both lines' fees, named: the park's entry and the reserve's.
    expect(created.feeLines.map((f) => [f.names.en, f.cents])).toEqual(
      expect.arrayContaining([
        ["Nature park entry", 3_000],
        ["Kronotsky Reserve entry fee", 5_000],
      ]),
    );
    const floatLine = bookingOf(bookings, 2);
    const heliLine = bookingOf(bookings, 4);
    expect(floatLine).toMatchObject({ discountCents: floatShare, depositCents: floatDeposit });
    expect(heliLine).toMatchObject({
      discountCents: heliShare,
      depositCents: heli.totalCents - heliShare,
      balanceCents: 0,
    });
    for (const line of [floatLine, heliLine]) {
      expect(line.money).toEqual(inOrderCurrency(line, "RUB", rate));
      expect(line.money.discountMinor).toBe(chargeMinor(line.discountCents, rate));
    }
    expect(created.money.totalMinor).toBe(floatLine.money.totalMinor + heliLine.money.totalMinor);
    expect(created.money.discountMinor).toBe(floatLine.money.discountMinor + heliLine.money.discountMinor);
  });

  it("the hold quotes the spec's lines and what paying now takes, as the order then charges", async () => {
    const user = await world.app.signUp("Hold Quote");
    const heliItem = await item({ serviceId: 4, daysAhead: 30, participants: { adult: 2 } });
    const floatItem = await item({ serviceId: 2, daysAhead: 55, participants: { adult: 1, child: 1 } });
    for (const line of [heliItem, floatItem]) {
      expect(
        (await world.app.request("POST", `/api/cart/${user.id}`, { token: user.token, body: line })).status,
      ).toBe(201);
    }
    const held = expectData(
      await world.app.request<Held>("POST", "/api/checkout/hold", { token: user.token }),
      201,
    );
    const heli = await expected(4, { adult: 2 });
    const float = await expected(2, { adult: 1, child: 1 });
    const floatDeposit = Math.round((float.totalCents * 30) / 100);
    expect(held).toMatchObject({
      baseCents: heli.baseCents + float.baseCents,
      serviceFeeCents: heli.feesCents + float.feesCents,
      taxesCents: heli.taxesCents,
      subtotalCents: heli.totalCents + float.totalCents,
      totalCents: heli.totalCents + float.totalCents,
      dueNowCents: heli.totalCents + floatDeposit,
      balanceCents: float.totalCents - floatDeposit,
    });
    expect(held.feeLines.map((f) => f.names.en)).toEqual([
      "Kronotsky Reserve entry fee",
      "Nature park entry",
    ]);
    expect(held.taxLines.map((f) => [f.names.en, f.cents])).toEqual([
      ["Regional tourist tax", heli.taxesCents],
    ]);
    const floatTerms = held.lines.find((l) => l.itemId === held.items.find((i) => i.serviceId === 2)!.id)!;
    expect(floatTerms).toMatchObject({ depositCents: floatDeposit, deposit: { kind: "percent", value: 30 } });
    const paid = await world.app.request<CreatedOrder>("POST", "/api/bookings", {
      token: user.token,
      ip: freshIp(),
      body: bookingBody([heliItem, floatItem] as never),
    });
    expect(expectData(paid, 201).order.paidCents).toBe(held.dueNowCents);
    expect(expectData(paid, 201).order.chargedMinor).toBe(held.dueNowCents);
  });

  it("the receipt mail names the fee and tax lines, with the total", async () => {
    const user = await world.app.signUp("Mail Reader");
    const email = `mail-${randomUUID().slice(0, 8)}@example.com`;
    const before = world.inbox.received.length;
    const want = await expected(4, { adult: 2 });
    await order(user, [{ serviceId: 4, daysAhead: 35, participants: { adult: 2 } }], "USD", email);
    // The earlier tests' mail goes out first: a round sends a batch.
    const mine = () => world.newMail(before).filter((m) => to(m) === email);
    for (let round = 0; round < 20 && !mine().some((m) => m.subject?.includes("Receipt")); round += 1) {
      await world.run();
    }
    const receipt = mine().find((m) => m.text?.includes("Kronotsky Reserve entry fee"));
    expect(receipt, "a mail naming the reserve's fee").toBeTruthy();
    expect(receipt!.text).toContain("Regional tourist tax");
    // Amounts as charged (formatMinor: "$100", "$1,234.50").
    const dollars = (cents: number) => formatMinor(cents, "USD", "en");
    expect(receipt!.text).toContain(dollars(10_000));
    expect(receipt!.text).toContain(dollars(want.totalCents));
    expect(receipt!.text).toContain(dollars(want.taxesCents));
  });
});
