import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, operatorToday } from "../../core/dates.ts";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "../../server/db/client.ts";
import { placeBooking } from "../support/bookings.ts";
import { seatsLeft } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { CatalogPage, Favorites, ServicePage } from "../support/api-views.ts";

// Issue 16: a service's 90 days of availability are computed once per change, not per request.

let app: TestApp;
let guest: { id: string; token: string };
beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z"), availabilityTtlMs: 60_000 });
  guest = await app.signUp("Cache Guest");
});
afterAll(() => app.close());

describe("the availability visitors see", () => {
  it("is read once, and read again after a booking through the API, at once", async () => {
    const date = addDays(operatorToday(app.clock.now), 20);
    const before = await seatsLeft(app, 2, date, "08:00");
    const first = await app.request<ServicePage>("GET", "/api/services/2");
    const second = await app.request<ServicePage>("GET", "/api/services/2");
    expect(expectData(second).availability).toEqual(expectData(first).availability);

    await placeBooking(app, guest, { serviceId: 2, daysAhead: 20, guests: 2 });
    expect(await seatsLeft(app, 2, date, "08:00")).toBe(before - 2);

    // A change the API did not make (another process's, here written straight to the database)
    // shows once the kept copy is stale: here, when the minute turns.
    const slot = schema.slotInventory;
    await app.services.db
      .update(slot)
      .set({ booked: sql`${slot.booked} - 2` })
      .where(and(eq(slot.serviceId, 2), eq(slot.date, date), eq(slot.time, "08:00")));
    expect(await seatsLeft(app, 2, date, "08:00")).toBe(before - 2);
    app.clock.now = new Date(app.clock.now.getTime() + 60_000);
    expect(await seatsLeft(app, 2, date, "08:00")).toBe(before);
  });
});

describe("the catalogue's answers", () => {
  it("may be kept by a CDN for the page cache's time; errors and personal answers may not", async () => {
    for (const path of ["/api/services", "/api/services/2", "/api/services/2?lang=de"]) {
      const res = await app.request("GET", path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe(
        "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
      );
    }
    expect((await app.request<ServicePage>("GET", "/api/services/999")).headers.get("cache-control")).toBe(
      "no-store",
    );
    expect((await app.request<CatalogPage>("GET", "/api/services?page=0")).headers.get("cache-control")).toBe(
      "no-store",
    );
    expect(
      (await app.request<Favorites>("GET", "/api/favorites", { token: guest.token })).headers.get(
        "cache-control",
      ),
    ).toBe("no-store");
  });
});
