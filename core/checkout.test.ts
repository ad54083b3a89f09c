import { describe, expect, it } from "vitest";
import {
  addButtonState,
  formatCountdown,
  guestLimit,
  holdExpiry,
  priceSummary,
  secondsLeft,
} from "./checkout.ts";

describe("checkout rules", () => {
  it("holds for 15 minutes and counts down to zero", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const expires = holdExpiry(now);
    expect(expires.toISOString()).toBe("2026-11-22T10:15:00.000Z");
    expect(secondsLeft(expires, now)).toBe(900);
    expect(secondsLeft(expires, new Date("2026-11-22T10:14:59.500Z"))).toBe(1);
    expect(secondsLeft(expires, new Date("2026-11-22T10:20:00Z"))).toBe(0);
    expect(formatCountdown(900)).toBe("15:00");
    expect(formatCountdown(65)).toBe("01:05");
    expect(formatCountdown(-3)).toBe("00:00");
  });

  it("labels the add button by what is missing", () => {
    expect(addButtonState(false, "2026-12-01", "08:00")).toBe("unavailable");
    expect(addButtonState(true, undefined, undefined)).toBe("pick-date");
    expect(addButtonState(true, "2026-12-01", undefined)).toBe("pick-slot");
    expect(addButtonState(true, "2026-12-01", "08:00")).toBe("ready");
  });

  it("sums price x guests, savings and the end date", () => {
    expect(priceSummary(180_000, 195_000, 3, 5, "2026-12-30")).toEqual({
      totalCents: 540_000,
      savingsCents: 45_000,
      endDate: "2027-01-03",
    });
    expect(priceSummary(89_000, null, 2, 3, undefined)).toEqual({
      totalCents: 178_000,
      savingsCents: 0,
      endDate: undefined,
    });
  });

  it("stops the guests at the slot's seats left or the group size, whichever is smaller", () => {
    expect(guestLimit(6, undefined)).toEqual({ max: 6, reason: "group" });
    expect(guestLimit(6, 3)).toEqual({ max: 3, reason: "seats" });
    // As many seats as the group size: the group size is the reason, not scarcity.
    expect(guestLimit(6, 6)).toEqual({ max: 6, reason: "group" });
    expect(guestLimit(6, 12)).toEqual({ max: 6, reason: "group" });
    expect(guestLimit(6, 0)).toEqual({ max: 1, reason: "seats" });
  });
});
