import { describe, expect, it } from "vitest";
import {
  ageOn,
  countsProblem,
  depositSplit,
  fromPriceOn,
  needsLicence,
  pricesOn,
  quoteLine,
  readiness,
  type PriceBook,
} from "./participants.ts";

const float: PriceBook = {
  types: [
    { code: "adult", minAge: 12, maxAge: null, priceCents: 180_000, takesSeat: true },
    { code: "child", minAge: 3, maxAge: 11, priceCents: 90_000, takesSeat: true },
    { code: "infant", minAge: 0, maxAge: 2, priceCents: 0, takesSeat: false },
  ],
  periods: [
    {
      name: "Summer",
      startsOn: "2027-07-01",
      endsOn: "2027-08-31",
      prices: { adult: 216_000, child: 108_000 },
    },
  ],
  fees: [
    {
      kind: "fee",
      names: { en: "Park" },
      basis: "person",
      amountKind: "fixed",
      amount: 1_500,
      included: false,
    },
    {
      kind: "tax",
      names: { en: "Tax" },
      basis: "booking",
      amountKind: "percent",
      amount: 200,
      included: false,
    },
    {
      kind: "tax",
      names: { en: "VAT" },
      basis: "booking",
      amountKind: "percent",
      amount: 2_000,
      included: true,
    },
  ],
  deposit: { kind: "percent", value: 30, balanceDueDays: 30 },
};
const family = { adult: 2, child: 1, infant: 1 };

describe("participant prices", () => {
  it("takes the season's prices inside it and the types' own outside", () => {
    expect(pricesOn(float, "2027-07-01")).toEqual({ adult: 216_000, child: 108_000, infant: 0 });
    expect(pricesOn(float, "2027-06-30")).toEqual({ adult: 180_000, child: 90_000, infant: 0 });
    expect(pricesOn(float, "2027-08-31").adult).toBe(216_000);
    expect(fromPriceOn(float, "2027-06-30")).toBe(90_000);
  });

  it("quotes a family: infants take no seat and pay nothing, fees per paying person", () => {
    const quote = quoteLine(float, "2027-07-10", family);
    expect(quote.seats).toBe(3);
    expect(quote.baseCents).toBe(2 * 216_000 + 108_000);
    // Park fee for the three who pay; 2 % tax on the base; the included VAT is inside the base.
    expect(quote.feesCents).toBe(4_500);
    expect(quote.taxesCents).toBe(10_800);
    expect(quote.fees[2]!.cents).toBe(Math.round((540_000 * 2_000) / 12_000));
    expect(quote.totalCents).toBe(540_000 + 4_500 + 10_800);
    expect(quote.counts).toEqual(family);
  });

  it("names what is wrong with a party", () => {
    expect(countsProblem(float.types, { senior: 1, adult: 1 }, true)).toBe("unknownParticipantType");
    expect(countsProblem(float.types, { child: 1 }, true)).toBe("adultRequired");
    expect(countsProblem(float.types, { infant: 1 }, false)).toBe("noSeatTaken");
    expect(countsProblem(float.types, {}, true)).toBe("participantsRequired");
    expect(countsProblem(float.types, { adult: 1, infant: 1 }, true)).toBeNull();
  });
});

describe("deposits", () => {
  const start = new Date("2027-07-10T20:00:00Z");
  it("takes the deposit and leaves the balance due before the start", () => {
    const split = depositSplit(float.deposit, 100_001, 3, start, new Date("2027-01-01T00:00:00Z"));
    expect(split).toEqual({
      depositCents: 30_000,
      balanceCents: 70_001,
      balanceDueAt: new Date("2027-06-10T20:00:00Z"),
    });
  });
  it("takes everything when the due time has come or there is no deposit", () => {
    expect(depositSplit(float.deposit, 1_000, 1, start, new Date("2027-06-10T20:00:00Z")).balanceCents).toBe(
      0,
    );
    expect(depositSplit(null, 1_000, 1, start, new Date("2027-01-01")).depositCents).toBe(1_000);
    // A fixed deposit above the total is the total.
    const fixed = { kind: "fixed", value: 50_000, balanceDueDays: 10 } as const;
    expect(depositSplit(fixed, 60_000, 2, start, new Date("2027-01-01"))).toMatchObject({
      depositCents: 60_000,
      balanceCents: 0,
    });
  });
});

describe("participant details", () => {
  it("counts age in whole years on the day", () => {
    expect(ageOn("2015-07-10", "2027-07-09")).toBe(11);
    expect(ageOn("2015-07-10", "2027-07-10")).toBe(12);
    expect(ageOn("2016-02-29", "2027-02-28")).toBe(10);
    expect(ageOn("2016-02-29", "2027-03-01")).toBe(11);
  });
  it("says what is missing before a booking is ready", () => {
    const base = { licenceFromAge: 16, hasWaiver: true, startDate: "2027-07-10", endDate: "2027-07-14" };
    const adult = {
      type: "adult" as const,
      name: "Anna",
      birthDate: "1990-01-01",
      licenceNumber: "KAM-1",
      licenceExpiry: "2027-07-13",
      waiverAcceptedAt: null,
    };
    const child = {
      ...adult,
      type: "child" as const,
      birthDate: "2018-01-01",
      licenceNumber: null,
      licenceExpiry: null,
    };
    expect(needsLicence(16, child.birthDate, "2027-07-10")).toBe(false);
    expect(readiness({ ...base, participants: [adult, child], balanceDue: true })).toEqual({
      ready: false,
      missing: ["licence", "waiver", "balance"],
    });
    const done = { ...adult, licenceExpiry: "2027-07-14", waiverAcceptedAt: new Date() };
    expect(readiness({ ...base, participants: [done], balanceDue: false })).toEqual({
      ready: true,
      missing: [],
    });
    expect(
      readiness({ ...base, participants: [{ ...done, name: null }], balanceDue: false }).missing,
    ).toEqual(["details"]);
  });
});
