import { describe, expect, it } from "vitest";
import { chargeMinor } from "./money.ts";
import { heldSummary, inOrderCurrency, orderSummary, splitOrder, type MoneyLine } from "./order-summary.ts";
import type { FeeLine } from "./participants.ts";

const now = new Date("2026-11-22T03:00:00Z");
const park: FeeLine = { kind: "fee", names: { en: "Nature park entry" }, included: false, cents: 3_000 };
const vat: FeeLine = { kind: "tax", names: { en: "VAT" }, included: true, cents: 1_000 };
const tourist: FeeLine = { kind: "tax", names: { en: "Tourist tax" }, included: false, cents: 333 };

const line = (over: Partial<MoneyLine> = {}): MoneyLine => ({
  serviceId: 2,
  startDate: "2027-01-20",
  time: "08:00",
  baseCents: 10_000,
  feesCents: 0,
  taxesCents: 0,
  totalCents: 10_000,
  fees: [],
  deposit: null,
  paying: 2,
  start: "2027-01-19T20:00:00.000Z",
  ...over,
});

describe("orderSummary", () => {
  it("keeps the spec's lines: subtotal is the base, fees and taxes the added lines, named and merged", () => {
    const a = line({
      baseCents: 20_000,
      feesCents: 3_000,
      taxesCents: 333,
      totalCents: 23_333,
      fees: [park, vat, tourist],
    });
    const b = line({ serviceId: 4, feesCents: 3_000, totalCents: 13_000, fees: [park] });
    const summary = orderSummary([a, b], 0, now);
    expect(summary).toMatchObject({
      baseCents: 30_000,
      feesCents: 6_000,
      taxesCents: 333,
      subtotalCents: 36_333,
      totalCents: 36_333,
      dueNowCents: 36_333,
      balanceCents: 0,
    });
    // The included VAT is inside the base: not a line of its own.
    expect(summary.feeLines).toEqual([{ ...park, cents: 6_000 }]);
    expect(summary.taxLines).toEqual([tourist]);
  });

  it("spreads a discount in proportion, the last line in lock order taking the rest, to the cent", () => {
    // 10 % of 33_333 is 3_333 (rounded); shares 1_000 and 2_333 in lock order (service 2, then 5).
    const lines = [line({ serviceId: 5, totalCents: 23_333 }), line({ totalCents: 10_000 })];
    const { splits, paidCents } = splitOrder(lines, 3_333, now);
    expect(splits.map((s) => s.discountCents)).toEqual([2_333, 1_000]);
    expect(paidCents).toBe(33_333 - 3_333);
  });

  it("takes a percent deposit of what is left after the discount share, the balance due before the start", () => {
    const deposit = { kind: "percent" as const, value: 30, balanceDueDays: 30 };
    const lines = [line({ totalCents: 33_333, deposit }), line({ serviceId: 5, totalCents: 10_001 })];
    const summary = orderSummary(lines, 4_333, now);
    const [float, climb] = summary.splits;
    // Float: share round(33_333 × 4_333 / 43_334) = 3_333; net 30_000, 30 % = 9_000 now.
    expect(float).toMatchObject({ discountCents: 3_333, depositCents: 9_000, balanceCents: 21_000 });
    expect(float!.balanceDueAt?.toISOString()).toBe("2026-12-20T20:00:00.000Z");
    expect(climb).toMatchObject({ discountCents: 1_000, depositCents: 9_001, balanceCents: 0 });
    expect(summary.dueNowCents).toBe(18_001);
    expect(summary.balanceCents).toBe(21_000);
    expect(summary.dueNowCents + summary.balanceCents).toBe(summary.totalCents);
  });

  it("rounds a percent deposit to the cent, and takes everything once the due time has come", () => {
    const deposit = { kind: "percent" as const, value: 30, balanceDueDays: 30 };
    const odd = orderSummary([line({ totalCents: 10_005, deposit })], 0, now);
    expect(odd.splits[0]).toMatchObject({ depositCents: 3_002, balanceCents: 7_003 });
    const soon = orderSummary([line({ totalCents: 10_005, deposit, start: "2026-12-01T00:00:00Z" })], 0, now);
    expect(soon.splits[0]).toMatchObject({ depositCents: 10_005, balanceCents: 0, balanceDueAt: null });
  });

  it("gives the page the figure the charge takes, from a hold's answer", () => {
    const deposit = { kind: "fixed" as const, value: 5_000, balanceDueDays: 60 };
    const summary = heldSummary({
      items: [
        {
          id: "a",
          serviceId: 1,
          dates: { startDate: "2027-02-10" },
          selectedTime: "08:00",
          baseCents: 100_000,
          feesCents: 0,
          taxesCents: 0,
          totalCents: 100_000,
        },
      ],
      lines: [
        {
          itemId: "a",
          fees: [],
          deposit,
          paying: 2,
          start: "2027-02-09T20:00:00.000Z",
          discountCents: 0,
          depositCents: 10_000,
          balanceCents: 90_000,
          balanceDueAt: "2026-12-11T20:00:00.000Z",
        },
      ],
      discountCents: 0,
      now: now.toISOString(),
    });
    expect(summary.dueNowCents).toBe(10_000);
    expect(summary.splits[0]!.balanceDueAt?.toISOString()).toBe("2026-12-11T20:00:00.000Z");
  });
});

describe("inOrderCurrency", () => {
  const cents = {
    baseCents: 20_001,
    feesCents: 3_000,
    taxesCents: 401,
    discountCents: 2_340,
    depositCents: 6_319,
    balanceCents: 14_743,
  };

  it("is the cents themselves in dollars", () => {
    expect(inOrderCurrency(cents, "USD", 1)).toEqual({
      currency: "USD",
      baseMinor: 20_001,
      feesMinor: 3_000,
      taxesMinor: 401,
      discountMinor: 2_340,
      totalMinor: 23_402,
      depositMinor: 6_319,
      balanceMinor: 14_743,
    });
  });

  it("converts each amount as a charge is and keeps the lines adding up, in euros and roubles", () => {
    for (const [currency, rate] of [
      ["EUR", 0.92],
      ["RUB", 91.5],
    ] as const) {
      const m = inOrderCurrency(cents, currency, rate);
      expect(m.baseMinor).toBe(chargeMinor(20_001, rate));
      expect(m.feesMinor).toBe(chargeMinor(3_000, rate));
      expect(m.taxesMinor).toBe(chargeMinor(401, rate));
      expect(m.depositMinor).toBe(chargeMinor(6_319, rate));
      expect(m.totalMinor).toBe(m.baseMinor + m.feesMinor + m.taxesMinor);
      expect(m.depositMinor + m.balanceMinor + m.discountMinor).toBe(m.totalMinor);
    }
    // 20_001 × 91.5 = 1_830_091.5 → 1_830_092 kopecks; 401 × 0.92 = 368.92 → 369 euro cents.
    expect(inOrderCurrency(cents, "RUB", 91.5).baseMinor).toBe(1_830_092);
    expect(inOrderCurrency(cents, "EUR", 0.92).taxesMinor).toBe(369);
  });

  it("has no balance once nothing is left to pay", () => {
    expect(inOrderCurrency({ ...cents, balanceCents: 0 }, "EUR", 0.92).balanceMinor).toBe(0);
  });
});
