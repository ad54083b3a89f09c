import { describe, expect, it } from "vitest";
import { filterBookings, overviewStats, parseBookingQuery } from "./dashboard.ts";

const b = (service: string, location: string, status: string, date: string, totalCents: number) =>
  ({ service, location, status, date, totalCents }) as Parameters<typeof filterBookings>[0][number];

const bookings = [
  b("Bear Watching Tour", "Kurile Lake", "confirmed", "2026-12-10", 90_000),
  b("Volcano Trek", "Avachinsky", "completed", "2026-10-01", 250_000),
  b("Salmon Fishing", "Zhupanova River", "pending", "2027-01-05", 120_000),
  b("Hot Springs", "Nalychevo", "cancelled", "2026-12-20", 45_000),
];

describe("dashboard bookings", () => {
  it("searches title or location, case-insensitively", () => {
    expect(filterBookings(bookings, { q: "VOLCANO" }).map((x) => x.service)).toEqual(["Volcano Trek"]);
    expect(filterBookings(bookings, { q: "kurile" }).map((x) => x.service)).toEqual(["Bear Watching Tour"]);
    expect(filterBookings(bookings, { q: "  " })).toHaveLength(4);
    expect(filterBookings(bookings, { q: "nothing" })).toEqual([]);
  });

  it("filters by status", () => {
    expect(filterBookings(bookings, { status: "pending" }).map((x) => x.service)).toEqual(["Salmon Fishing"]);
    expect(filterBookings(bookings, { status: "all" })).toHaveLength(4);
  });

  it("sorts by date newest first, price highest first, status alphabetically", () => {
    expect(filterBookings(bookings, { sort: "date" }).map((x) => x.date)).toEqual([
      "2027-01-05",
      "2026-12-20",
      "2026-12-10",
      "2026-10-01",
    ]);
    expect(filterBookings(bookings, { sort: "price" }).map((x) => x.totalCents)).toEqual([
      250_000, 120_000, 90_000, 45_000,
    ]);
    expect(filterBookings(bookings, { sort: "status" }).map((x) => x.status)).toEqual([
      "cancelled",
      "completed",
      "confirmed",
      "pending",
    ]);
  });

  it("does not reorder its input", () => {
    const copy = [...bookings];
    filterBookings(bookings, { sort: "price" });
    expect(bookings).toEqual(copy);
  });

  it("reads the query string, falling back on unknown values", () => {
    expect(parseBookingQuery(new URLSearchParams("q=bear&status=confirmed&sort=price"))).toEqual({
      q: "bear",
      status: "confirmed",
      sort: "price",
    });
    expect(parseBookingQuery(new URLSearchParams("status=rejected&sort=nope"))).toEqual({
      q: "",
      status: "all",
      sort: "date",
    });
  });

  it("counts the overview: active is pending or confirmed", () => {
    expect(overviewStats(bookings)).toEqual({ total: 4, active: 2, completed: 1 });
  });
});
