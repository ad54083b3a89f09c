import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, operatorToday } from "../../core/dates.ts";
import type { OperatorPricing, PricingEditInput } from "../../core/pricing-editor.ts";
import type { BookingView } from "../../core/views.ts";
import { serviceWaivers } from "../../server/db/schema.ts";
import { expectData } from "../support/answers.ts";
import type { ServicePage } from "../support/api-views.ts";
import { placeBooking } from "../support/bookings.ts";
import { useConsoleApp, type Sessions } from "../support/operators.ts";
import type { TestApp } from "../support/test-app.ts";

// The console's pricing editor (issue 27, decision 042): who may, what a save keeps, what it
// refuses, the waiver's versions, and orders already placed keeping their prices. Avacha
// (supplier 3) runs services 3 (hot springs: adults, children, infants, a holiday season) and 5
// (volcanoes: adults and teenagers, a waiver); the hunting company runs service 1.

let app: TestApp;
let tokens: Sessions;
let traveller: { id: string; token: string };
useConsoleApp({ now: new Date("2026-11-22T03:00:00Z"), traveller: "Tess Traveller" }, (made) => {
  ({ app, ops: tokens, traveller } = made);
});

const url = (id: number | string) => `/api/operator/services/${id}/pricing`;
const day = (n: number) => addDays(operatorToday(app.clock.now), n);

/** What the editor sends back: the book as GET gives it, the waiver without its version. */
async function editable(serviceId: number): Promise<PricingEditInput> {
  const book = expectData(
    await app.request<OperatorPricing>("GET", url(serviceId), { token: tokens.avacha }),
  );
  const { serviceId: _id, waiver, ...rest } = book;
  return { ...rest, waiver: waiver && { en: waiver.en, ru: waiver.ru, de: waiver.de } };
}

const put = (serviceId: number, body: unknown, headers: Record<string, string> = {}) =>
  app.request<OperatorPricing>("PUT", url(serviceId), { token: tokens.avachaStaff, body, headers });

const volcanoBook = (): PricingEditInput => ({
  types: [
    { code: "adult", minAge: 18, maxAge: null, priceCents: 100_000 },
    { code: "child", minAge: 12, maxAge: 17, priceCents: 80_000 },
  ],
  minAge: 12,
  adultRequired: true,
  licenceFromAge: null,
  periods: [],
  fees: [],
  deposit: null,
  depositKeptOnLapse: true,
  waiver: null,
});

describe("who may use the pricing routes", () => {
  it.each([
    ["GET", undefined],
    ["PUT", volcanoBook()],
  ])(
    "%s answers 401 signed out, 404 to a traveller and for another supplier's service",
    async (method, body) => {
      expect((await app.request(method, url(3), { body })).status).toBe(401);
      expect((await app.request(method, url(3), { body, token: traveller.token })).status).toBe(404);
      const other = await app.request(method, url(3), { body, token: tokens.hunting });
      expect(other.status).toBe(404);
      expect(other.body.code).toBe("serviceNotFound");
    },
  );

  it("refuses a bad id as 400", async () => {
    const res = await app.request("GET", url("abc"), { token: tokens.avacha });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("id");
  });
});

describe("reading a price book", () => {
  it("gives the seeded types, season, deposit and waiver", async () => {
    const hot = expectData(await app.request<OperatorPricing>("GET", url(3), { token: tokens.avacha }));
    expect(hot.types.map((t) => [t.code, t.priceCents, t.takesSeat])).toEqual([
      ["adult", 89_000, true],
      ["child", 53_400, true],
      ["infant", 0, false],
    ]);
    // The season is placed from the day the test database was seeded.
    expect(hot.periods).toEqual([
      expect.objectContaining({ name: "Holiday high season", prices: { adult: 111_250, child: 66_750 } }),
    ]);
    expect(hot).toMatchObject({ deposit: null, waiver: null, adultRequired: true });
    const volcano = expectData(
      await app.request<OperatorPricing>("GET", url(5), { token: tokens.avachaStaff }),
    );
    expect(volcano).toMatchObject({ minAge: 12, waiver: { version: 1 } });
    expect(volcano.waiver!.ru).toMatch(/[а-я]/i);
  });
});

describe("saving a price book", () => {
  it("replaces everything at once, and the service's price follows the adult's at once", async () => {
    const body: PricingEditInput = {
      ...volcanoBook(),
      types: [...volcanoBook().types, { code: "infant", minAge: 0, maxAge: 2 }],
      licenceFromAge: 16,
      periods: [{ name: "Winter", startsOn: day(10), endsOn: day(20), prices: { adult: 120_000 } }],
      fees: [
        {
          kind: "fee",
          names: { en: "Park entry", ru: "Вход в парк" },
          basis: "person",
          amountKind: "fixed",
          amount: 1_250,
          included: false,
        },
        {
          kind: "tax",
          names: { en: "VAT", ru: "" },
          basis: "booking",
          amountKind: "percent",
          amount: 2_000,
          included: true,
        },
      ],
      deposit: { kind: "percent", value: 30, balanceDueDays: 14 },
      depositKeptOnLapse: false,
    };
    const res = await put(5, body);
    const saved = expectData(res);
    expect(saved.types).toEqual([
      { code: "adult", minAge: 18, maxAge: null, priceCents: 100_000, takesSeat: true },
      { code: "child", minAge: 12, maxAge: 17, priceCents: 80_000, takesSeat: true },
      // An infant left without a seat and a price takes none and costs nothing.
      { code: "infant", minAge: 0, maxAge: 2, priceCents: 0, takesSeat: false },
    ]);
    expect(saved).toMatchObject({
      licenceFromAge: 16,
      periods: body.periods,
      deposit: { kind: "percent", value: 30, balanceDueDays: 14 },
      depositKeptOnLapse: false,
    });
    expect(saved.fees.map((f) => [f.names.en, f.amount, f.included])).toEqual([
      ["Park entry", 1_250, false],
      ["VAT", 2_000, true],
    ]);
    // A name left blank is not kept: travellers reading Russian get the English one.
    expect(saved.fees[1]!.names).toEqual({ en: "VAT" });
    const page = expectData(await app.request<ServicePage>("GET", "/api/services/5"));
    expect(page.priceCents).toBe(100_000);
    // Saving it again changes nothing.
    expect(expectData(await put(5, await editable(5)))).toEqual(saved);
  });

  it("signals a catalogue change when it saves, and none when it refuses", async () => {
    const heard: string[] = [];
    app.services.changes.onChange((kind) => heard.push(kind));
    expect((await put(5, { ...volcanoBook(), types: [] })).status).toBe(400);
    expect(heard).toEqual([]);
    expect((await put(5, volcanoBook())).status).toBe(200);
    expect([...new Set(heard)]).toEqual(["catalog"]);
  });

  it("without adults, the service's price is the cheapest seated type's", async () => {
    const res = await put(5, {
      ...volcanoBook(),
      types: [
        { code: "senior", minAge: 65, maxAge: null, priceCents: 70_000 },
        { code: "student", minAge: 18, maxAge: 30, priceCents: 60_000 },
        { code: "infant", minAge: 0, maxAge: 2, priceCents: 5_000 },
      ],
    });
    expect(res.status).toBe(200);
    expect(expectData(await app.request<ServicePage>("GET", "/api/services/5")).priceCents).toBe(60_000);
    expect((await put(5, volcanoBook())).status).toBe(200);
  });

  it("the service editor's price is the adult's too", async () => {
    const service = await app.request<{ priceCents: number }>("GET", "/api/operator/services/5", {
      token: tokens.avacha,
    });
    expect(expectData(service).priceCents).toBe(100_000);
    const book = expectData(await app.request<OperatorPricing>("GET", url(5), { token: tokens.avacha }));
    expect(book.types.find((t) => t.code === "adult")!.priceCents).toBe(100_000);
  });
});

describe("the waiver's versions", () => {
  const rows = () =>
    app.services.db
      .select({ version: serviceWaivers.version, lang: serviceWaivers.lang })
      .from(serviceWaivers)
      .where(and(eq(serviceWaivers.serviceId, 5)));

  it("a changed text is a new version in all three languages; the same text keeps it", async () => {
    const body = await editable(5);
    const current = body.waiver!;
    const kept = expectData(await put(5, body));
    expect(kept.waiver!.version).toBe(1);
    const changed = expectData(
      await put(5, { ...body, waiver: { ...current, de: `${current.de} Ergänzt.` } }),
    );
    expect(changed.waiver).toMatchObject({ version: 2, en: current.en, de: `${current.de} Ergänzt.` });
    expect(
      (await rows())
        .filter((r) => r.version === 2)
        .map((r) => r.lang)
        .sort(),
    ).toEqual(["de", "en", "ru"]);
    const again = expectData(await put(5, { ...body, waiver: { ...current, de: `${current.de} Ergänzt.` } }));
    expect(again.waiver!.version).toBe(2);
    // Left out, the waiver stays as it is.
    expect(expectData(await put(5, { ...body, waiver: null })).waiver!.version).toBe(2);
    expect(await rows()).toHaveLength(6);
  });
});

describe("a price change and the orders already placed", () => {
  it("leaves a booking's prices and totals as they were", async () => {
    expect((await put(5, volcanoBook())).status).toBe(200);
    const guest = await app.signUp("Pat Price");
    const { booking } = await placeBooking(app, guest, { serviceId: 5, daysAhead: 12, guests: 2 });
    const view = async () =>
      expectData(await app.request<BookingView>("GET", `/api/booking/${booking.id}`, { token: guest.token }));
    const before = await view();
    expect(before).toMatchObject({ prices: { adult: 100_000 }, baseCents: 200_000, totalCents: 200_000 });

    const dearer = {
      ...volcanoBook(),
      types: [{ code: "adult" as const, minAge: 18, maxAge: null, priceCents: 150_000 }],
      periods: [{ name: "Peak", startsOn: day(5), endsOn: day(20), prices: { adult: 170_000 } }],
      fees: [
        {
          kind: "fee" as const,
          names: { en: "Entry" },
          basis: "person" as const,
          amountKind: "fixed" as const,
          amount: 5_000,
        },
      ],
      deposit: { kind: "percent" as const, value: 50, balanceDueDays: 30 },
    };
    expect((await put(5, dearer)).status).toBe(200);
    const after = await view();
    expect(after).toMatchObject({
      prices: before.prices,
      baseCents: before.baseCents,
      feesCents: before.feesCents,
      totalCents: before.totalCents,
      depositCents: before.depositCents,
      balanceCents: before.balanceCents,
    });
    expect(after.feeLines).toEqual(before.feeLines);
    expect((await put(5, volcanoBook())).status).toBe(200);
  });
});
