import { describe, expect, it } from "vitest";
import type { PriceBook } from "./participants.ts";
import { fitParty, partySummary, startingParty, typeBounds } from "./party.ts";

// The river float as seeded: adults 12+, children 3–11 at half price, infants 0–2 free on a lap,
// a summer season, the nature park's entry per paying person, and a 30 % deposit.
const float: PriceBook = {
  types: [
    { code: "adult", minAge: 12, maxAge: null, priceCents: 180_000, takesSeat: true },
    { code: "child", minAge: 3, maxAge: 11, priceCents: 90_000, takesSeat: true },
    { code: "infant", minAge: 0, maxAge: 2, priceCents: 0, takesSeat: false },
  ],
  periods: [
    {
      name: "Summer high season",
      startsOn: "2027-07-01",
      endsOn: "2027-08-31",
      prices: { adult: 216_000, child: 108_000 },
    },
  ],
  fees: [
    {
      kind: "fee",
      names: { en: "Nature park entry" },
      basis: "person",
      amountKind: "fixed",
      amount: 1_500,
      included: false,
    },
    {
      kind: "tax",
      names: { en: "Regional tourist tax" },
      basis: "booking",
      amountKind: "percent",
      amount: 200,
      included: false,
    },
  ],
  deposit: { kind: "percent", value: 30, balanceDueDays: 30 },
};
const family = { adult: 2, child: 1, infant: 1 };

describe("the party's steppers", () => {
  it("stop adults at 1 where an adult is required, others at 0, and seats at the limit; infants take none", () => {
    expect(typeBounds(float.types, family, 4, true)).toEqual({
      adult: { min: 1, max: 3 },
      child: { min: 0, max: 2 },
      infant: { min: 0, max: 4 },
    });
    // Three seats taken of three: no more on a seat, an infant still fits on a lap.
    expect(typeBounds(float.types, family, 3, true)).toEqual({
      adult: { min: 1, max: 2 },
      child: { min: 0, max: 1 },
      infant: { min: 0, max: 3 },
    });
  });

  it("let adults go to 0 where the service says so, but never the last seat", () => {
    expect(typeBounds(float.types, { adult: 1, child: 1 }, 6, false).adult).toEqual({ min: 0, max: 5 });
    expect(typeBounds(float.types, { child: 1, infant: 1 }, 6, false).child).toEqual({ min: 1, max: 6 });
  });

  it("never answer a bound that excludes the count itself", () => {
    expect(typeBounds(float.types, { adult: 5 }, 3, true).adult).toEqual({ min: 1, max: 5 });
  });

  it("bring a party down to the seats left: children first, the required adult stays, infants stay", () => {
    expect(fitParty(float.types, family, 2, true)).toEqual({ adult: 2, child: 0, infant: 1 });
    expect(fitParty(float.types, family, 1, true)).toEqual({ adult: 1, child: 0, infant: 1 });
    expect(fitParty(float.types, { adult: 1, child: 3 }, 1, false)).toEqual({ adult: 1, child: 0 });
    expect(fitParty(float.types, family, 3, true)).toBe(family);
  });

  it("start with adults, or the first type on a seat", () => {
    expect(startingParty(float.types, 2)).toEqual({ adult: 2 });
    expect(startingParty([{ code: "student", minAge: 16, maxAge: 30, takesSeat: true }], 1)).toEqual({
      student: 1,
    });
  });
});

describe("the booking dialog's price summary", () => {
  const base = { book: float, counts: family, slot: "08:00", originalPriceCents: 195_000, durationDays: 3 };

  it("prices each type on the chosen date's season, with the fee per paying person and the tax", () => {
    const summary = partySummary({ ...base, date: "2027-07-10", now: new Date("2027-01-01T00:00:00Z") });
    expect(summary.lines).toEqual([
      { code: "adult", count: 2, priceCents: 216_000, cents: 432_000 },
      { code: "child", count: 1, priceCents: 108_000, cents: 108_000 },
      { code: "infant", count: 1, priceCents: 0, cents: 0 },
    ]);
    // The entry for 3 paying people; 2 % of the base of $5,400.
    expect(summary.fees.map((f) => [f.cents, f.perPerson, f.percent])).toEqual([
      [4_500, { count: 3, cents: 1_500 }, null],
      [10_800, null, 200],
    ]);
    expect(summary.totalCents).toBe(540_000 + 4_500 + 10_800);
    // The season's adult price is above the original: no savings.
    expect(summary.savingsCents).toBe(0);
    expect(summary.endDate).toBe("2027-07-12");
    expect(summary.people).toBe(4);
  });

  it("takes the standard prices while no date is chosen, and no deposit", () => {
    const summary = partySummary({ ...base, date: undefined, now: new Date("2027-01-01T00:00:00Z") });
    expect(summary.lines[0]).toEqual({ code: "adult", count: 2, priceCents: 180_000, cents: 360_000 });
    expect(summary.savingsCents).toBe(2 * 15_000);
    expect(summary.deposit).toBeNull();
    expect(summary.endDate).toBeUndefined();
  });

  it("splits the deposit as checkout does, with the balance due 30 days before the start", () => {
    const summary = partySummary({ ...base, date: "2027-03-10", now: new Date("2027-01-01T00:00:00Z") });
    const total = 450_000 + 4_500 + 9_000;
    expect(summary.totalCents).toBe(total);
    expect(summary.deposit).toEqual({
      rule: float.deposit,
      nowCents: Math.round(total * 0.3),
      balanceCents: total - Math.round(total * 0.3),
      // 08:00 on the peninsula (UTC+12) less 30 days.
      balanceDueAt: new Date("2027-02-07T20:00:00Z"),
    });
  });

  it("takes everything at once when the balance would already be due", () => {
    const summary = partySummary({ ...base, date: "2027-01-20", now: new Date("2027-01-01T00:00:00Z") });
    expect(summary.deposit).toBeNull();
  });
});
