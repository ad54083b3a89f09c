import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, operatorToday } from "../../core/dates.ts";
import { eq } from "drizzle-orm";
import { schema } from "../../server/db/client.ts";
import { addSoldOutTrip } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { CatalogPage, Health, ServicePage } from "../support/api-views.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
});
afterAll(() => app.close());

describe("GET /api/services", () => {
  it("lists the six seeded services with the spec's fields", async () => {
    const res = await app.request<CatalogPage>("GET", "/api/services");
    expect(res.status).toBe(200);
    expect(expectData(res).total).toBe(6);
    expect(
      expectData(res)
        .items.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    const service = expectData(res).items.find((s: { id: number }) => s.id === 1);
    expect(service).toMatchObject({ category: "hunting", price: 4500, priceCents: 450000, status: "active" });
    for (const field of [
      "title",
      "supplier",
      "supplierId",
      "supplierResponseTime",
      "location",
      "description",
      "duration",
      "groupSize",
      "rating",
      "reviews",
      "images",
      "tags",
      "available",
      "featured",
      "createdAt",
      "updatedAt",
    ]) {
      expect(service).toHaveProperty(field);
    }
    const prices = expectData(res).items.map((s: { price: number }) => s.price);
    expect(Math.min(...prices)).toBe(890);
    expect(Math.max(...prices)).toBe(4500);
  });

  it("filters by category and query, sorts and pages", async () => {
    const fishing = await app.request<CatalogPage>("GET", "/api/services?category=fishing");
    expect(expectData(fishing).items.every((s: { category: string }) => s.category === "fishing")).toBe(true);
    const cheap = await app.request<CatalogPage>("GET", "/api/services?sort=price-asc&pageSize=2&page=1");
    expect(expectData(cheap).items.map((s: { price: number }) => s.price)[0]).toBe(890);
    expect(expectData(cheap)).toMatchObject({ total: 6, page: 1, pageSize: 2, pages: 3 });
    const search = await app.request<CatalogPage>("GET", "/api/services?q=GEYSERS");
    expect(expectData(search).items.map((s: { id: number }) => s.id)).toContain(4);
  });

  it("filters by price tier, duration tier and availability", async () => {
    const ids = async (query: string) =>
      expectData(await app.request<CatalogPage>("GET", `/api/services?${query}`))
        .items.map((s: { id: number }) => s.id)
        .sort();
    expect(await ids("price=budget")).toEqual([3, 5]);
    expect(await ids("price=luxury")).toEqual([1]);
    expect(await ids("duration=short")).toEqual([3, 4, 6]);
    expect(await ids("availability=available")).toEqual([1, 2, 3, 4, 5]);
    expect(await ids("category=tours&price=mid")).toEqual([4]);
  });

  it.each([
    ["price=cheap", "price:"],
    ["category=sailing", "category:"],
    ["sort=cheapest", "sort:"],
    ["page=0", "page:"],
    ["pageSize=500", "pageSize:"],
    [`q=${"x".repeat(101)}`, "q:"],
  ])("refuses %s with a 400 naming the parameter", async (query, field) => {
    const res = await app.request<CatalogPage>("GET", `/api/services?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error!.startsWith(field)).toBe(true);
  });
});

describe("labels and languages", () => {
  it("labels each service available, unavailable or sold out", async () => {
    const labels = async () =>
      Object.fromEntries(
        expectData(await app.request<CatalogPage>("GET", "/api/services")).items.map(
          (s: { id: number; availability: string }) => [s.id, s.availability],
        ),
      );
    expect(await labels()).toMatchObject({ 1: "available", 5: "available", 6: "unavailable" });
    const soldOut = await addSoldOutTrip(app.services.db, app.clock.now);
    expect((await labels())[soldOut]).toBe("sold-out");
    const filtered = await app.request<CatalogPage>(
      "GET",
      "/api/services?availability=available&pageSize=50",
    );
    expect(expectData(filtered).items.map((s: { id: number }) => s.id)).not.toContain(soldOut);
    await app.services.db.delete(schema.services).where(eq(schema.services.id, soldOut));
  });

  it("finds a category's services by its name in any language, on any page language", async () => {
    const ids = async (query: string) =>
      expectData(await app.request<CatalogPage>("GET", `/api/services?${query}`))
        .items.map((s: { id: number }) => s.id)
        .sort();
    // The fishing trips are services 2 and 6; the English page holds neither Russian nor German word.
    for (const lang of ["en", "ru", "de"]) {
      for (const word of ["рыбалка", "Angeln", "РЫБАЛКА"])
        expect(await ids(`lang=${lang}&q=${encodeURIComponent(word)}`), `${word} (${lang})`).toEqual([2, 6]);
    }
    expect(await ids(`q=${encodeURIComponent("туры")}`)).toEqual([4, 5]);
    expect(await ids(`q=${encodeURIComponent("Touren")}`)).toEqual([4, 5]);
    expect(await ids(`q=${encodeURIComponent("отдых")}`)).toContain(3);
    expect(await ids(`q=${encodeURIComponent("Erholung")}`)).toContain(3);
    expect(await ids(`q=${encodeURIComponent("Jagd")}`)).toContain(1);
  });

  it("gives titles and texts in Russian and German, and searches in that language", async () => {
    const en = expectData(await app.request<ServicePage>("GET", "/api/services/4"));
    for (const lang of ["ru", "de"]) {
      const res = await app.request<ServicePage>("GET", `/api/services/4?lang=${lang}`);
      expect(res.status).toBe(200);
      const local = expectData(res);
      expect(local.title).not.toBe(en.title);
      expect(local.description).not.toBe(en.description);
      expect(local.highlights).toHaveLength(en.highlights.length);
      expect(local.itinerary.map((d: { day: number }) => d.day)).toEqual(
        en.itinerary.map((d: { day: number }) => d.day),
      );
      expect(local.priceCents).toBe(en.priceCents);
      const word = local.title.split(" ").find((w: string) => w.length > 5)!;
      const found = await app.request<CatalogPage>(
        "GET",
        `/api/services?lang=${lang}&q=${encodeURIComponent(word)}`,
      );
      expect(expectData(found).items.map((s: { id: number }) => s.id)).toContain(4);
    }
    const bad = await app.request<ServicePage>("GET", "/api/services/4?lang=fr");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^lang: /);
  });
});

describe("GET /api/services/:id", () => {
  it("gives the service with 90 days of availability from the schedule", async () => {
    const res = await app.request<ServicePage>("GET", "/api/services/1");
    expect(res.status).toBe(200);
    const service = expectData(res);
    expect(service.highlights.length).toBeGreaterThan(0);
    expect(service.itinerary).toHaveLength(7);
    expect(service.availability).toHaveLength(90);
    expect(service.availability[0]!.date).toBe(operatorToday(app.clock.now));
    const day = service.availability[1];
    expect(day!.timeSlots.map((s: { time: string; capacity: number }) => [s.time, s.capacity])).toEqual([
      ["08:00", 6],
      ["14:00", 6],
      ["18:00", 4],
      ["22:00", 4],
    ]);
    expect(day!.totalCapacity).toBe(20);
  });

  it("has the night slot only for services 1, 3 and 4", async () => {
    for (const id of [1, 2, 3, 4, 5, 6]) {
      const res = await app.request<ServicePage>("GET", `/api/services/${id}`);
      const times = expectData(res).availability[2]!.timeSlots.map((s: { time: string }) => s.time);
      expect(times.includes("22:00")).toBe([1, 3, 4].includes(id));
    }
  });

  it("marks slots that already started today as unavailable", async () => {
    // 03:00 UTC is 15:00 in the operator's zone: the morning and afternoon slots have begun.
    const res = await app.request<ServicePage>("GET", "/api/services/2");
    const today = expectData(res).availability[0];
    expect(today!.date).toBe(addDays(operatorToday(app.clock.now), 0));
    expect(today!.timeSlots.map((s: { available: boolean }) => s.available)).toEqual([false, false, true]);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await app.request<ServicePage>("GET", "/api/services/999");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: "Service not found", code: "serviceNotFound" });
    const bad = await app.request<ServicePage>("GET", "/api/services/abc");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^id: /);
  });
});

describe("meta routes", () => {
  it("reports health", async () => {
    const res = await app.request<Health>("GET", "/api/health");
    expect(res.body).toEqual({ success: true, data: { status: "ok", database: "up" } });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await app.request("GET", "/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it("serves an OpenAPI document built from the same schemas", async () => {
    const res = await app.request("GET", "/api/openapi.json");
    expect(res.body.paths["/api/signup"]?.post?.requestBody).toMatchObject({
      content: { "application/json": { schema: { properties: { password: { minLength: 8 } } } } },
    });
  });
});
