import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requireOperator } from "../../app/lib/guards.server.ts";
import { serviceEditorAction } from "../../app/routes/operator.services.server.ts";
import type { OperatorPricing } from "../../core/pricing-editor.ts";
import { clientIpContext, servicesContext } from "../../server/context.ts";
import { expectData } from "../support/answers.ts";
import { useConsoleApp, type Sessions } from "../support/operators.ts";
import { testEnv, type TestApp } from "../support/test-app.ts";

// The pricing editor's page form, posted as a browser does before the page's scripts run: the
// same use case as PUT /api/operator/services/:id/pricing, its problems named at the schema's
// fields, and the typed fields sent back to be shown again.

let app: TestApp;
let tokens: Sessions;
useConsoleApp({ now: new Date("2026-11-22T03:00:00Z") }, (made) => {
  ({ app, ops: tokens } = made);
});

/** The service editor's action, asked with a form posted without scripts. */
async function post(fields: Record<string, string>, serviceId = "5") {
  const request = new Request(`${testEnv.baseUrl}/`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Bearer ${tokens.avacha}`,
      origin: testEnv.baseUrl,
    },
    body: new URLSearchParams({ intent: "pricing", ...fields }),
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, app.services);
  context.set(clientIpContext, "203.0.113.9");
  const args = { request, context, params: { serviceId } };
  await requireOperator(
    { ...args, url: new URL(request.url), pattern: "" } as never,
    async () => undefined as never,
  );
  const answer = (await serviceEditorAction(request, context, serviceId)) as Record<string, unknown> & {
    data?: Record<string, unknown>;
  };
  return (answer.data ?? answer) as Record<string, unknown>;
}

const form = {
  "type.adult.offered": "on",
  "type.adult.price": "1050.00",
  "type.adult.minAge": "18",
  "type.adult.maxAge": "",
  "type.adult.takesSeat": "on",
  "type.child.offered": "on",
  "type.child.price": "840",
  "type.child.minAge": "12",
  "type.child.maxAge": "17",
  "type.child.takesSeat": "on",
  "type.infant.price": "",
  minAge: "12",
  licenceFromAge: "",
  adultRequired: "on",
  "periods.0.name": "Spring",
  "periods.0.startsOn": "2027-04-01",
  "periods.0.endsOn": "2027-05-31",
  "periods.0.prices.adult": "1200",
  "periods.1.name": "",
  "periods.1.startsOn": "",
  "periods.1.endsOn": "",
  "fees.0.kind": "fee",
  "fees.0.names.en": "",
  "fees.0.basis": "person",
  "fees.0.amountKind": "fixed",
  "fees.0.amount": "",
  "deposit.kind": "percent",
  "deposit.value": "25",
  "deposit.balanceDueDays": "21",
  depositKeptOnLapse: "on",
};

describe("the pricing editor's form, posted without scripts", () => {
  it("saves the price book from its fields, the empty rows left out", async () => {
    expect(await post(form)).toMatchObject({ ok: true, intent: "pricing" });
    const book = expectData(
      await app.request<OperatorPricing>("GET", "/api/operator/services/5/pricing", { token: tokens.avacha }),
    );
    expect(book.types.map((t) => [t.code, t.priceCents, t.takesSeat])).toEqual([
      ["adult", 105_000, true],
      ["child", 84_000, true],
    ]);
    expect(book).toMatchObject({
      minAge: 12,
      licenceFromAge: null,
      periods: [{ name: "Spring", startsOn: "2027-04-01", endsOn: "2027-05-31", prices: { adult: 120_000 } }],
      fees: [],
      deposit: { kind: "percent", value: 25, balanceDueDays: 21 },
      depositKeptOnLapse: true,
      // No waiver text posted: the service keeps its waiver.
      waiver: { version: 1 },
    });
  });

  it("refuses overlapping seasons at the later one's first day, and sends the fields back", async () => {
    const answer = await post({
      ...form,
      "periods.1.name": "Early summer",
      "periods.1.startsOn": "2027-05-15",
      "periods.1.endsOn": "2027-06-15",
      "periods.1.prices.adult": "1300",
    });
    expect(answer).toMatchObject({
      ok: false,
      intent: "pricing",
      error: { code: "seasonsOverlap", field: "periods.1.startsOn" },
      values: { "periods.1.name": "Early summer", "type.adult.price": "1050.00" },
    });
  });

  it("names a type's problem by its place among the offered types", async () => {
    const answer = await post({ ...form, "type.child.price": "a lot" });
    expect(answer).toMatchObject({ ok: false, error: { code: "notANumber", field: "types.1.priceCents" } });
  });
});
