import { describe, expect, it } from "vitest";
import { formInput } from "./form-input.ts";
import { leadPrice, pricingEditSchema, resolvedTypes, type PricingEditInput } from "./pricing-editor.ts";
import { pricingFormSchema } from "./pricing-form.ts";
import { validate } from "./validation.ts";

// The pricing editor's rules (decision 042): what a price book must be, each problem at its field,
// and the form's posted strings read into the same input.

const book = (over: Partial<PricingEditInput> = {}): PricingEditInput => ({
  types: [
    { code: "adult", minAge: 12, maxAge: null, priceCents: 180_000 },
    { code: "child", minAge: 3, maxAge: 11, priceCents: 90_000 },
    { code: "infant", minAge: 0, maxAge: 2 },
  ],
  ...over,
});

const problems = (input: unknown) => {
  const result = validate(pricingEditSchema, input);
  return result.ok ? [] : result.problems.map((p) => `${p.field}:${p.code}`);
};
const season = (name: string, startsOn: string, endsOn: string) => ({
  name,
  startsOn,
  endsOn,
  prices: { adult: 200_000 },
});

describe("a price book", () => {
  it("takes the defaults: infants on a lap for free, no seasons, fees, deposit or waiver", () => {
    const result = validate(pricingEditSchema, book());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      minAge: null,
      adultRequired: true,
      licenceFromAge: null,
      periods: [],
      fees: [],
      deposit: null,
      depositKeptOnLapse: true,
      waiver: null,
    });
    expect(resolvedTypes(result.data.types).at(-1)).toEqual({
      code: "infant",
      minAge: 0,
      maxAge: 2,
      priceCents: 0,
      takesSeat: false,
    });
  });

  it("leads with the adult's price, else the cheapest type that takes a seat", () => {
    const types = resolvedTypes(book().types as never);
    expect(leadPrice(types)).toBe(180_000);
    expect(
      leadPrice([
        { code: "senior", minAge: 65, maxAge: null, priceCents: 70_000, takesSeat: true },
        { code: "infant", minAge: 0, maxAge: 2, priceCents: 1_000, takesSeat: false },
        { code: "student", minAge: null, maxAge: 25, priceCents: 60_000, takesSeat: true },
      ]),
    ).toBe(60_000);
  });

  it.each([
    ["no type", { types: [] }, "types:required"],
    ["only infants", { types: [{ code: "infant" }] }, "types.0.takesSeat:seatTypeRequired"],
    [
      "a type twice",
      { types: [...book().types, { code: "child", priceCents: 1 }] },
      "types.3.code:duplicateParticipantType",
    ],
    ["a price missing", { types: [{ code: "adult" }] }, "types.0.priceCents:required"],
    ["a free adult", { types: [{ code: "adult", priceCents: 0 }] }, "types.0.priceCents:leadPriceRequired"],
    [
      "ages reversed",
      { types: [{ code: "adult", minAge: 30, maxAge: 20, priceCents: 1 }] },
      "types.0.maxAge:ageRange",
    ],
    ["an age past 120", { minAge: 121 }, "minAge:tooLarge"],
    [
      "a season ending first",
      { periods: [season("A", "2027-07-10", "2027-07-01")] },
      "periods.0.endsOn:seasonRange",
    ],
    [
      "seasons sharing their last and first day",
      { periods: [season("A", "2027-07-01", "2027-07-31"), season("B", "2027-07-31", "2027-08-31")] },
      "periods.1.startsOn:seasonsOverlap",
    ],
    [
      "a season inside another",
      { periods: [season("A", "2027-07-01", "2027-08-31"), season("B", "2027-07-10", "2027-07-20")] },
      "periods.1.startsOn:seasonsOverlap",
    ],
    [
      "a season without prices",
      { periods: [{ ...season("A", "2027-07-01", "2027-07-31"), prices: {} }] },
      "periods.0.prices:required",
    ],
    [
      "a season pricing students the trip does not take",
      { periods: [{ ...season("A", "2027-07-01", "2027-07-31"), prices: { student: 1 } }] },
      "periods.0.prices.student:unknownParticipantType",
    ],
    [
      "a season without a name",
      { periods: [season(" ", "2027-07-01", "2027-07-31")] },
      "periods.0.name:required",
    ],
    [
      "a percentage fee over 100 %",
      {
        fees: [
          { kind: "tax", names: { en: "VAT" }, basis: "booking", amountKind: "percent", amount: 10_001 },
        ],
      },
      "fees.0.amount:percentTooLarge",
    ],
    [
      "a fee of nothing",
      { fees: [{ kind: "fee", names: { en: "Entry" }, basis: "person", amountKind: "fixed", amount: 0 }] },
      "fees.0.amount:tooSmall",
    ],
    [
      "a fee per night",
      { fees: [{ kind: "fee", names: { en: "Entry" }, basis: "night", amountKind: "fixed", amount: 100 }] },
      "fees.0.basis:invalidChoice",
    ],
    [
      "a deposit of 0 %",
      { deposit: { kind: "percent", value: 0, balanceDueDays: 30 } },
      "deposit.value:tooSmall",
    ],
    [
      "a deposit of 101 %",
      { deposit: { kind: "percent", value: 101, balanceDueDays: 30 } },
      "deposit.value:percentTooLarge",
    ],
    [
      "a balance due on the day",
      { deposit: { kind: "fixed", value: 5_000, balanceDueDays: 0 } },
      "deposit.balanceDueDays:tooSmall",
    ],
    ["a waiver in English only", { waiver: { en: "I accept", ru: "", de: "" } }, "waiver.ru:required"],
  ])("refuses %s at its field", (_what, over, expected) => {
    expect(problems(book(over as Partial<PricingEditInput>))).toContain(expected);
  });

  it("takes seasons that follow each other and a 100 % deposit", () => {
    const input = book({
      periods: [season("A", "2027-07-01", "2027-07-31"), season("B", "2027-08-01", "2027-08-31")],
      deposit: { kind: "percent", value: 100, balanceDueDays: 365 },
    });
    expect(problems(input)).toEqual([]);
  });
});

describe("the pricing editor's form", () => {
  /** The form as a browser posts it: the types ticked, a season, an empty row, a fee and a deposit. */
  const posted: Record<string, unknown> = {
    "type.adult.offered": "on",
    "type.adult.price": "1800.00",
    "type.adult.minAge": "12",
    "type.adult.maxAge": "",
    "type.adult.takesSeat": "on",
    "type.child.offered": "on",
    "type.child.price": "900,50",
    "type.child.minAge": "3",
    "type.child.maxAge": "11",
    "type.child.takesSeat": "on",
    "type.infant.offered": "on",
    "type.infant.price": "",
    "type.infant.minAge": "0",
    "type.infant.maxAge": "2",
    "type.senior.price": "100",
    "type.student.price": "",
    minAge: "",
    licenceFromAge: "16",
    adultRequired: "on",
    "periods.0.name": "Summer",
    "periods.0.startsOn": "2027-07-01",
    "periods.0.endsOn": "2027-08-31",
    "periods.0.prices.adult": "2160",
    "periods.0.prices.child": "",
    "periods.1.name": "",
    "periods.1.startsOn": "",
    "periods.1.endsOn": "",
    "periods.1.prices.adult": "",
    "fees.0.kind": "tax",
    "fees.0.names.en": "Tourist tax",
    "fees.0.names.ru": "",
    "fees.0.names.de": "Kurtaxe",
    "fees.0.basis": "booking",
    "fees.0.amountKind": "percent",
    "fees.0.amount": "2.5",
    "fees.1.kind": "fee",
    "fees.1.names.en": "",
    "fees.1.basis": "person",
    "fees.1.amountKind": "fixed",
    "fees.1.amount": "",
    "deposit.kind": "fixed",
    "deposit.value": "250",
    "deposit.balanceDueDays": "30",
    "waiver.en": "",
    "waiver.ru": "",
    "waiver.de": "",
  };

  it("reads dollars and percent as hundredths, boxes not ticked as false, and drops empty rows", () => {
    const result = validate(pricingFormSchema, formInput(posted));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toEqual({
      types: [
        { code: "adult", minAge: 12, maxAge: null, priceCents: 180_000, takesSeat: true },
        { code: "child", minAge: 3, maxAge: 11, priceCents: 90_050, takesSeat: true },
        { code: "infant", minAge: 0, maxAge: 2, takesSeat: false },
      ],
      minAge: null,
      adultRequired: true,
      licenceFromAge: 16,
      periods: [{ name: "Summer", startsOn: "2027-07-01", endsOn: "2027-08-31", prices: { adult: 216_000 } }],
      fees: [
        {
          kind: "tax",
          names: { en: "Tourist tax", de: "Kurtaxe" },
          basis: "booking",
          amountKind: "percent",
          amount: 250,
          included: false,
        },
      ],
      deposit: { kind: "fixed", value: 25_000, balanceDueDays: 30 },
      depositKeptOnLapse: false,
      waiver: null,
    });
  });

  it("names a typed problem at the schema's field (the i-th offered type) before the rules across fields", () => {
    const result = validate(
      pricingFormSchema,
      formInput({
        ...posted,
        "type.child.price": "lots",
        "periods.0.endsOn": "2027-06-01",
        "deposit.kind": "percent",
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // The season's days and the deposit's percentage are checked once every field reads.
    expect(result.problems.map((p) => `${p.field}:${p.code}`)).toEqual(["types.1.priceCents:notANumber"]);
  });

  it("keeps a season's later-day problem once the row's other fields are right", () => {
    const result = validate(pricingFormSchema, formInput({ ...posted, "periods.0.endsOn": "2027-06-01" }));
    expect(result.ok ? [] : result.problems.map((p) => `${p.field}:${p.code}`)).toEqual([
      "periods.0.endsOn:seasonRange",
    ]);
  });
});
