import { describe, expect, it } from "vitest";
import { dayStatus, periodOf, seatsLeft, slotColour } from "./slots.ts";

describe("slots", () => {
  it("colours by booked/capacity: >= 0.9 red, >= 0.7 yellow, else green", () => {
    expect(slotColour(0, 6)).toBe("green");
    expect(slotColour(4, 6)).toBe("green");
    expect(slotColour(7, 10)).toBe("yellow");
    expect(slotColour(9, 10)).toBe("red");
    expect(slotColour(4, 4)).toBe("red");
    expect(slotColour(0, 0)).toBe("red");
  });

  it("gives a calendar day its status and a slot its seats left", () => {
    const slot = (booked: number, capacity: number, available = booked < capacity) => ({
      booked,
      capacity,
      available,
    });
    expect(dayStatus({ timeSlots: [slot(6, 6), slot(1, 4)] })).toBe("available");
    expect(dayStatus({ timeSlots: [slot(6, 6), slot(4, 4)] })).toBe("full");
    expect(dayStatus({ timeSlots: [] })).toBe("closed");
    // Seats left but every slot has started: nothing to book that day.
    expect(dayStatus({ timeSlots: [slot(1, 6, false)] })).toBe("closed");
    expect(seatsLeft({ booked: 4, capacity: 6 })).toBe(2);
    expect(seatsLeft({ booked: 7, capacity: 6 })).toBe(0);
  });

  it("names periods by the hour", () => {
    expect(["08:00", "14:00", "18:00", "22:00", "03:00"].map(periodOf)).toEqual([
      "morning",
      "afternoon",
      "evening",
      "night",
      "night",
    ]);
  });
});
