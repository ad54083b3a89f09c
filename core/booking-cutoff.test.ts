import { describe, expect, it } from "vitest";
import { bookingCutoffAt, isBookable, requestDeadline } from "./booking-cutoff.ts";

// Departures are dates and times on the peninsula (UTC+12): 2026-03-10 14:00 starts at 02:00 UTC.
const start = new Date("2026-03-10T02:00:00Z");

describe("booking cut-off", () => {
  it("closes a departure the cut-off's hours before its start on the peninsula", () => {
    expect(bookingCutoffAt("2026-03-10", "14:00", 2)).toEqual(new Date("2026-03-10T00:00:00Z"));
    expect(isBookable("2026-03-10", "14:00", 2, new Date("2026-03-09T23:59:00Z"))).toBe(true);
    expect(isBookable("2026-03-10", "14:00", 2, new Date("2026-03-10T00:00:00Z"))).toBe(false);
    expect(isBookable("2026-03-10", "14:00", 24, new Date("2026-03-09T01:00:00Z"))).toBe(true);
    expect(isBookable("2026-03-10", "14:00", 24, new Date("2026-03-09T02:00:00Z"))).toBe(false);
  });

  it("gives the operator their response hours when the departure is far off", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const departure = { date: "2026-03-10", time: "14:00", cutoffHours: 2 };
    expect(requestDeadline(now, 24, departure)).toEqual(new Date("2026-03-02T00:00:00Z"));
  });

  it("ends the deadline at the cut-off, before the start, when the trip is near", () => {
    // Booked 3 hours before the start with 24 response hours: the cut-off comes first.
    const now = new Date(start.getTime() - 3 * 3_600_000);
    const deadline = requestDeadline(now, 24, { date: "2026-03-10", time: "14:00", cutoffHours: 2 });
    expect(deadline).toEqual(new Date("2026-03-10T00:00:00Z"));
    expect(deadline!.getTime()).toBeLessThan(start.getTime());
  });

  it("has no deadline when no answer could come in time", () => {
    const departure = { date: "2026-03-10", time: "14:00", cutoffHours: 2 };
    expect(requestDeadline(new Date("2026-03-10T00:00:00Z"), 24, departure)).toBeNull();
    expect(requestDeadline(new Date("2026-03-10T01:00:00Z"), 24, departure)).toBeNull();
  });
});
