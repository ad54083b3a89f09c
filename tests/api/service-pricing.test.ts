import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createChanges } from "../../server/changes.ts";
import { schema as t } from "../../server/db/client.ts";
import { CatalogCache } from "../../server/modules/catalog/catalog-cache.ts";
import { expectData } from "../support/answers.ts";
import type { CatalogPage, ServicePage } from "../support/api-views.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// Issue 27 items 2 and 8, the reading side: the catalogue says who can come and what it costs.
// The river float (service 2) as seeded: adults 12+ at $1,800, children 3–11 at $900, infants 0–2
// free on a lap, a nature park entry of $15 per paying person added at checkout, 30 % deposit with
// the balance 30 days before. Its seasons are set here, so the dates do not depend on the day the
// test database was seeded. The clock: 22 November 2026 on the peninsula.

const FLOAT = 2;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
});
afterAll(() => app.close());

async function setSeasons(
  serviceId: number,
  seasons: { name: string; startsOn: string; endsOn: string; prices: Record<string, number> }[],
) {
  const { db } = app.services;
  await db.delete(t.servicePricePeriods).where(eq(t.servicePricePeriods.serviceId, serviceId));
  if (seasons.length)
    await db.insert(t.servicePricePeriods).values(seasons.map((s) => ({ serviceId, ...s })));
}

const winter = {
  name: "Winter high season",
  startsOn: "2026-12-10",
  endsOn: "2026-12-20",
  prices: { adult: 216_000, child: 108_000 },
};

async function detail(path = `/api/services/${FLOAT}`) {
  const res = await app.request<ServicePage>("GET", path);
  expect(res.status).toBe(200);
  return expectData(res);
}

beforeEach(() => setSeasons(FLOAT, [winter]));

describe("GET /api/services/:id says who can come and what it costs", () => {
  it("answers the participant types with today's prices, the minimum age, the fees and the deposit", async () => {
    const service = await detail();
    expect(service.participantTypes).toEqual([
      { code: "adult", minAge: 12, maxAge: null, priceCents: 180_000, takesSeat: true },
      { code: "child", minAge: 3, maxAge: 11, priceCents: 90_000, takesSeat: true },
      { code: "infant", minAge: 0, maxAge: 2, priceCents: 0, takesSeat: false },
    ]);
    expect(service.minAge).toBeNull();
    expect(service.adultRequired).toBe(true);
    expect(service.fees).toEqual([
      {
        kind: "fee",
        name: "Nature park entry",
        basis: "person",
        amountKind: "fixed",
        amount: 1_500,
        included: false,
      },
    ]);
    expect(service.deposit).toEqual({ kind: "percent", value: 30, balanceDueDays: 30, keptOnLapse: true });
    expect(service.seasons).toEqual([winter]);
    // The hunt: adults only from 18, half at booking, no fees.
    const hunt = await detail("/api/services/1");
    expect(hunt.minAge).toBe(18);
    expect(hunt.participantTypes.map((p) => p.code)).toEqual(["adult"]);
    expect(hunt.fees).toEqual([]);
    expect(hunt.deposit).toMatchObject({ kind: "percent", value: 50, balanceDueDays: 60 });
  });

  it("names the fee lines in the asked language, English where the operator gave none", async () => {
    expect((await detail(`/api/services/${FLOAT}?lang=ru`)).fees[0]!.name).toBe("Вход в природный парк");
    expect((await detail(`/api/services/${FLOAT}?lang=de`)).fees[0]!.name).toBe("Naturpark-Eintritt");
    const [fee] = await app.services.db
      .select({ id: t.serviceFees.id })
      .from(t.serviceFees)
      .where(eq(t.serviceFees.serviceId, FLOAT));
    await app.services.db
      .update(t.serviceFees)
      .set({ names: { en: "Nature park entry" } })
      .where(eq(t.serviceFees.id, fee!.id));
    try {
      expect((await detail(`/api/services/${FLOAT}?lang=ru`)).fees[0]!.name).toBe("Nature park entry");
    } finally {
      await app.services.db
        .update(t.serviceFees)
        .set({ names: { en: "Nature park entry", ru: "Вход в природный парк", de: "Naturpark-Eintritt" } })
        .where(eq(t.serviceFees.id, fee!.id));
    }
  });

  it("prices each slot for its date: the season's inside it, the types' own outside it", async () => {
    const { availability } = await detail();
    const slotOn = (date: string) => availability.find((day) => day.date === date)?.timeSlots[0];
    const inside = availability.find(
      (d) => d.date >= "2026-12-10" && d.date <= "2026-12-20" && d.timeSlots.length,
    );
    const outside = availability.find((d) => d.date > "2026-12-20" && d.timeSlots.length);
    expect(inside && outside).toBeTruthy();
    for (const slot of inside!.timeSlots)
      expect(slot.prices).toEqual({ adult: 216_000, child: 108_000, infant: 0 });
    for (const slot of outside!.timeSlots)
      expect(slot.prices).toEqual({ adult: 180_000, child: 90_000, infant: 0 });
    // The season's last day is in it; the day after is not.
    const last = slotOn("2026-12-20");
    if (last) expect(last.prices!.adult).toBe(216_000);
    const after = slotOn("2026-12-21");
    if (after) expect(after.prices!.adult).toBe(180_000);
  });

  it("answers today's prices and the card's from-price during a season covering today", async () => {
    await setSeasons(FLOAT, [
      {
        name: "Autumn fair",
        startsOn: "2026-11-20",
        endsOn: "2026-11-25",
        prices: { adult: 200_000, child: 95_000 },
      },
      winter,
    ]);
    const service = await detail();
    expect(service.participantTypes.map((p) => [p.code, p.priceCents])).toEqual([
      ["adult", 200_000],
      ["child", 95_000],
      ["infant", 0],
    ]);
    const list = expectData(await app.request<CatalogPage>("GET", "/api/services?pageSize=50"));
    const card = (id: number) => list.items.find((s) => s.id === id)!;
    // The lowest price of a type that takes a seat: the child's (the infant's free lap is no price).
    expect(card(FLOAT).fromPriceCents).toBe(95_000);
    // The service's own price, the filters' and sorts', is the adult's outside every season.
    expect(card(FLOAT).priceCents).toBe(180_000);
    // Adults only: the adult's price.
    expect(card(1).fromPriceCents).toBe(450_000);
    // A season over before today is not shown, and leaves today's price alone.
    await setSeasons(FLOAT, [
      { name: "Early autumn", startsOn: "2026-10-01", endsOn: "2026-11-21", prices: { child: 50_000 } },
    ]);
    const after = await detail();
    expect(after.seasons).toEqual([]);
    const again = expectData(await app.request<CatalogPage>("GET", "/api/services?pageSize=50"));
    expect(again.items.find((s) => s.id === FLOAT)!.fromPriceCents).toBe(90_000);
  });

  it("a season naming one type leaves the others at their own price", async () => {
    await setSeasons(FLOAT, [
      { name: "Adults' week", startsOn: "2026-11-22", endsOn: "2026-11-28", prices: { adult: 170_000 } },
    ]);
    const service = await detail();
    expect(service.participantTypes.map((p) => p.priceCents)).toEqual([170_000, 90_000, 0]);
    expect(service.seasons[0]!.prices).toEqual({ adult: 170_000 });
  });

  it("a service without types of its own sells adults at its price", async () => {
    const [made] = await app.services.db
      .insert(t.services)
      .values({
        category: "tours",
        title: "Test city walk",
        supplierId: 2,
        location: "Petropavlovsk",
        description: "A test trip used by the automated tests.",
        durationDays: 1,
        groupMin: 1,
        groupMax: 4,
        priceCents: 12_345,
        difficulty: "easy",
        status: "active",
      })
      .returning({ id: t.services.id });
    const service = await detail(`/api/services/${made!.id}`);
    expect(service.participantTypes).toEqual([
      { code: "adult", minAge: null, maxAge: null, priceCents: 12_345, takesSeat: true },
    ]);
    expect(service).toMatchObject({ fees: [], seasons: [], deposit: null, minAge: null });
  });
});

describe("the catalogue's copy and price changes", () => {
  it("keeps the price book with the service and drops it at a catalogue change", async () => {
    const changes = createChanges();
    let clock = Date.parse("2026-11-22T03:00:00Z");
    const cache = new CatalogCache(app.services.db, changes, 60_000, () => clock);
    const fromPrice = async () => (await cache.byId()).get(FLOAT)!.fromPriceCents;
    expect(await fromPrice()).toBe(90_000);
    await setSeasons(FLOAT, [
      { name: "Sale", startsOn: "2026-11-01", endsOn: "2026-11-30", prices: { child: 80_000 } },
    ]);
    clock += 1_000;
    // Within the copy's life, nothing is read again…
    expect(await fromPrice()).toBe(90_000);
    // …until the console's edit signals a catalogue change, as a service edit does.
    cache.invalidate();
    expect(await fromPrice()).toBe(80_000);
  });
});
