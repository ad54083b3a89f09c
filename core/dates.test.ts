import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  endDate,
  horizon,
  isIsoDate,
  operatorMonthStart,
  operatorToday,
  slotStart,
  weekday,
} from "./dates.ts";

describe("dates", () => {
  it("end date = start + (days - 1), across month and year ends", () => {
    expect(endDate("2026-11-22", 1)).toBe("2026-11-22");
    expect(endDate("2026-11-28", 5)).toBe("2026-12-02");
    expect(endDate("2026-12-29", 7)).toBe("2027-01-04");
    expect(endDate("2028-02-27", 3)).toBe("2028-02-29");
  });

  it("validates calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-1")).toBe(false);
  });

  it("knows the operator's day (UTC+12) whatever the machine's zone", () => {
    expect(operatorToday(new Date("2026-11-22T11:59:00Z"))).toBe("2026-11-22");
    expect(operatorToday(new Date("2026-11-22T12:00:00Z"))).toBe("2026-11-23");
    expect(slotStart("2026-11-23", "08:00").toISOString()).toBe("2026-11-22T20:00:00.000Z");
    expect(weekday("2026-11-22")).toBe(0);
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(daysBetween("2026-11-22", "2027-02-19")).toBe(89);
  });

  it("starts the operator's month at local midnight of the 1st (UTC+12)", () => {
    expect(operatorMonthStart(new Date("2026-11-30T11:59:00Z")).toISOString()).toBe(
      "2026-10-31T12:00:00.000Z",
    );
    // 12:00 UTC on 30 November is already 1 December in Kamchatka.
    expect(operatorMonthStart(new Date("2026-11-30T12:00:00Z")).toISOString()).toBe(
      "2026-11-30T12:00:00.000Z",
    );
    expect(operatorMonthStart(new Date("2027-01-01T00:00:00Z")).toISOString()).toBe(
      "2026-12-31T12:00:00.000Z",
    );
  });

  it("gives a 90-day horizon starting with the operator's today", () => {
    const days = horizon(90, new Date("2026-11-22T13:00:00Z"));
    expect(days).toHaveLength(90);
    expect(days[0]).toBe("2026-11-23");
    expect(days[89]).toBe("2027-02-20");
  });
});
