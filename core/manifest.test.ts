import { describe, expect, it } from "vitest";
import { manifestCounts, type ManifestBooking } from "./manifest.ts";

const booking = (status: ManifestBooking["status"], people: number, seats: number, ready: boolean) =>
  ({
    status,
    people,
    guests: seats,
    readiness: { ready, missing: ready ? [] : ["details"] },
  }) as ManifestBooking;

describe("manifestCounts", () => {
  it("counts the bookings that take place, the ready ones, their people and seats (infants take none)", () => {
    expect(
      manifestCounts([
        booking("confirmed", 4, 3, false),
        booking("pending", 2, 2, true),
        booking("completed", 1, 1, true),
        booking("cancelled", 5, 5, true),
        booking("rejected", 2, 2, false),
      ]),
    ).toEqual({ bookings: 3, ready: 2, people: 7, seats: 6 });
  });

  it("is all zeros for an empty departure", () => {
    expect(manifestCounts([])).toEqual({ bookings: 0, ready: 0, people: 0, seats: 0 });
  });
});
