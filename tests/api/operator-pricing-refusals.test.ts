import { describe, expect, it } from "vitest";
import { addDays, operatorToday } from "../../core/dates.ts";
import type { OperatorPricing, PricingEditInput } from "../../core/pricing-editor.ts";
import { expectData } from "../support/answers.ts";
import { useConsoleApp, type Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";

// What a save of the console's pricing editor refuses (issue 27, decision 042): a 400 naming the
// field, in the user's language, and nothing saved. The rules themselves: core/pricing-editor.test.ts.

let app: TestApp;
let tokens: Sessions;
useConsoleApp({ now: new Date("2026-11-22T03:00:00Z") }, (made) => {
  ({ app, ops: tokens } = made);
});

const url = (id: number) => `/api/operator/services/${id}/pricing`;
const day = (n: number) => addDays(operatorToday(app.clock.now), n);
const put = (serviceId: number, body: unknown, headers: Record<string, string> = {}) =>
  app.request<OperatorPricing>("PUT", url(serviceId), { token: tokens.avachaStaff, body, headers });

const volcanoBook = (): PricingEditInput => ({
  types: [
    { code: "adult", minAge: 18, maxAge: null, priceCents: 100_000 },
    { code: "child", minAge: 12, maxAge: 17, priceCents: 80_000 },
  ],
});

describe("what a save refuses", () => {
  const season = (startsOn: string, endsOn: string, name = "High") => ({
    name,
    startsOn,
    endsOn,
    prices: { adult: 1 },
  });
  const cases: [string, (b: PricingEditInput) => PricingEditInput, string, string][] = [
    ["no type", (b) => ({ ...b, types: [] }), "types", "required"],
    [
      "no type taking a seat",
      (b) => ({ ...b, types: [{ code: "infant", minAge: 0, maxAge: 2 }] }),
      "types.0.takesSeat",
      "seatTypeRequired",
    ],
    [
      "a type twice",
      (b) => ({ ...b, types: [...b.types, { code: "adult", minAge: null, maxAge: null, priceCents: 5 }] }),
      "types.2.code",
      "duplicateParticipantType",
    ],
    [
      "a child without a price",
      (b) => ({ ...b, types: [b.types[0]!, { code: "child", minAge: 12, maxAge: 17 }] }),
      "types.1.priceCents",
      "required",
    ],
    [
      "ages the wrong way round",
      (b) => ({ ...b, types: [b.types[0]!, { ...b.types[1]!, minAge: 17, maxAge: 12 }] }),
      "types.1.maxAge",
      "ageRange",
    ],
    [
      "a free adult",
      (b) => ({ ...b, types: [{ ...b.types[0]!, priceCents: 0 }, b.types[1]!] }),
      "types.0.priceCents",
      "leadPriceRequired",
    ],
    [
      "a season ending first",
      (b) => ({ ...b, periods: [season(day(20), day(10))] }),
      "periods.0.endsOn",
      "seasonRange",
    ],
    [
      "seasons sharing a day",
      (b) => ({ ...b, periods: [season(day(10), day(20)), season(day(20), day(30), "Later")] }),
      "periods.1.startsOn",
      "seasonsOverlap",
    ],
    [
      "a season pricing a type the service does not take",
      (b) => ({ ...b, periods: [{ ...season(day(10), day(20)), prices: { senior: 100 } }] }),
      "periods.0.prices.senior",
      "unknownParticipantType",
    ],
    [
      "a season with a bad date",
      (b) => ({ ...b, periods: [season("2026-02-30", day(20))] }),
      "periods.0.startsOn",
      "invalidDate",
    ],
    [
      "a fee without an English name",
      (b) => ({
        ...b,
        fees: [{ kind: "fee", names: { en: " " }, basis: "person", amountKind: "fixed", amount: 100 }],
      }),
      "fees.0.names.en",
      "required",
    ],
    [
      "a fee over 100 %",
      (b) => ({
        ...b,
        fees: [
          { kind: "tax", names: { en: "Tax" }, basis: "booking", amountKind: "percent", amount: 10_001 },
        ],
      }),
      "fees.0.amount",
      "percentTooLarge",
    ],
    [
      "a deposit over 100 %",
      (b) => ({ ...b, deposit: { kind: "percent", value: 101, balanceDueDays: 30 } }),
      "deposit.value",
      "percentTooLarge",
    ],
    [
      "a balance due after a year",
      (b) => ({ ...b, deposit: { kind: "fixed", value: 10_000, balanceDueDays: 366 } }),
      "deposit.balanceDueDays",
      "tooLarge",
    ],
    [
      "a waiver without German",
      (b) => ({ ...b, waiver: { en: "I agree", ru: "Согласен", de: "" } }),
      "waiver.de",
      "required",
    ],
  ];

  it.each(cases)("%s: 400 naming the field", async (_what, change, field, code) => {
    const before = expectData(await app.request<OperatorPricing>("GET", url(5), { token: tokens.avacha }));
    const res = await put(5, change(volcanoBook()));
    expect(res.status).toBe(400);
    expect(res.body.problems ?? [{ field: res.body.field, code: res.body.code }]).toContainEqual(
      expect.objectContaining({ field, code }),
    );
    expect(expectData(await app.request<OperatorPricing>("GET", url(5), { token: tokens.avacha }))).toEqual(
      before,
    );
  });

  it("words the problem in the user's language", async () => {
    const body = { ...volcanoBook(), periods: [season(day(10), day(20)), season(day(15), day(25), "B")] };
    const res = await put(5, body, { "accept-language": "de-DE,de;q=0.9" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "seasonsOverlap", field: "periods.1.startsOn" });
    expect(res.body.error).toContain("Saison");
  });
});
