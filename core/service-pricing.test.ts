import { describe, expect, it } from "vitest";
import { headlinePrice, publicPricing, youngestAge, type CatalogPricing } from "./service-pricing.ts";

const book: CatalogPricing = {
  types: [
    { code: "adult", minAge: 12, maxAge: null, priceCents: 180_000, takesSeat: true },
    { code: "child", minAge: 3, maxAge: 11, priceCents: 90_000, takesSeat: true },
    { code: "infant", minAge: 0, maxAge: 2, priceCents: 0, takesSeat: false },
  ],
  periods: [
    { name: "Spring", startsOn: "2026-03-01", endsOn: "2026-03-31", prices: { adult: 150_000 } },
    {
      name: "Summer",
      startsOn: "2026-07-01",
      endsOn: "2026-08-31",
      prices: { adult: 216_000, child: 108_000, senior: 1 },
    },
  ],
  fees: [
    {
      kind: "fee",
      names: { en: "Park entry", ru: "Вход в парк" },
      basis: "person",
      amountKind: "fixed",
      amount: 1_500,
      included: false,
    },
  ],
  deposit: { kind: "percent", value: 30, balanceDueDays: 30 },
  minAge: null,
  adultRequired: true,
  depositKeptOnLapse: false,
};

describe("what the catalogue says of a service's prices", () => {
  it("gives today's price per type, the seasons not over yet and the fees in the reader's language", () => {
    const summer = publicPricing(book, "de", "2026-07-15");
    expect(summer.participantTypes.map((t) => t.priceCents)).toEqual([216_000, 108_000, 0]);
    // Spring is over; a type the service does not take is left out of the season's prices.
    expect(summer.seasons).toEqual([
      {
        name: "Summer",
        startsOn: "2026-07-01",
        endsOn: "2026-08-31",
        prices: { adult: 216_000, child: 108_000 },
      },
    ]);
    expect(summer.fees[0]!.name).toBe("Park entry");
    expect(publicPricing(book, "ru", "2026-07-15").fees[0]!.name).toBe("Вход в парк");
    expect(summer.deposit).toEqual({ kind: "percent", value: 30, balanceDueDays: 30, keptOnLapse: false });
    const may = publicPricing(book, "en", "2026-05-01");
    expect(may.participantTypes.map((t) => t.priceCents)).toEqual([180_000, 90_000, 0]);
    expect(may.seasons.map((s) => s.name)).toEqual(["Summer"]);
    expect(publicPricing({ ...book, deposit: null }, "en", "2026-05-01").deposit).toBeNull();
  });

  it("finds the youngest age the trip takes", () => {
    const pricing = publicPricing(book, "en", "2026-05-01");
    expect(youngestAge(pricing)).toBe(0);
    expect(youngestAge({ ...pricing, minAge: 6 })).toBe(6);
    expect(youngestAge({ ...pricing, participantTypes: pricing.participantTypes.slice(0, 1) })).toBe(12);
  });

  it("picks the price a date shows: the adult's, else the lowest above zero", () => {
    expect(headlinePrice({ adult: 216_000, child: 108_000, infant: 0 })).toEqual({
      kind: "adult",
      cents: 216_000,
    });
    expect(headlinePrice({ adult: 450_000 })).toEqual({ kind: "single", cents: 450_000 });
    expect(headlinePrice({ adult: 98_000, infant: 0 })).toEqual({ kind: "single", cents: 98_000 });
    expect(headlinePrice({ senior: 70_000, student: 60_000 })).toEqual({ kind: "from", cents: 60_000 });
    expect(headlinePrice({ infant: 0 })).toBeUndefined();
    expect(headlinePrice(undefined)).toBeUndefined();
  });
});
