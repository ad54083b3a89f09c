import { describe, expect, it } from "vitest";
import {
  availabilityForm,
  capacitySchema,
  closeSchema,
  closureSchema,
  currentMonth,
  monthDays,
  monthQuerySchema,
  shiftMonth,
  weeklySlotSchema,
} from "./availability.ts";
import { problemCodes as codes } from "../tests/support/problems.ts";
import { formInput } from "./form-input.ts";
import { validate } from "./validation.ts";

describe("months", () => {
  it("lists every day of a month, leap years included", () => {
    expect(monthDays("2026-11")).toHaveLength(30);
    expect(monthDays("2028-02")).toHaveLength(29);
    expect(monthDays("2027-02").at(-1)).toBe("2027-02-28");
    expect(monthDays("2026-12")[0]).toBe("2026-12-01");
  });

  it("steps across years", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-06", 0)).toBe("2026-06");
  });

  it("is the operator's month: late on the 31st in UTC is already the 1st in Kamchatka", () => {
    expect(currentMonth(new Date("2026-12-31T13:00:00Z"))).toBe("2027-01");
    expect(currentMonth(new Date("2026-12-31T11:00:00Z"))).toBe("2026-12");
  });

  it("takes yyyy-mm only", () => {
    expect(codes(monthQuerySchema, { month: "2026-13" })).toEqual(["month:invalidDate"]);
    expect(codes(monthQuerySchema, { month: "2026-1" })).toEqual(["month:invalidDate"]);
    expect(codes(monthQuerySchema, {})).toEqual([]);
  });
});

describe("inputs", () => {
  it("a weekly slot: weekday 0-6, HH:MM, whole seats from 1", () => {
    expect(codes(weeklySlotSchema, { weekday: 0, time: "06:30", capacity: 1 })).toEqual([]);
    expect(codes(weeklySlotSchema, { weekday: 7, time: "24:00", capacity: 0 })).toEqual([
      "weekday:invalidChoice",
      "time:invalidTime",
      "capacity:tooSmall",
    ]);
    expect(codes(weeklySlotSchema, { weekday: 1, time: "09:00", capacity: 1000 })).toEqual([
      "capacity:tooLarge",
    ]);
    expect(codes(weeklySlotSchema, { weekday: 1, time: "09:00" })).toEqual(["capacity:notANumber"]);
  });

  it("closing with bookings cancelled needs a reason", () => {
    expect(codes(closeSchema, {})).toEqual([]);
    expect(codes(closeSchema, { cancelBookings: true })).toEqual(["reason:reasonRequired"]);
    expect(codes(closeSchema, { cancelBookings: true, reason: "  " })).toEqual(["reason:reasonRequired"]);
    expect(codes(closeSchema, { cancelBookings: true, reason: "Storm" })).toEqual([]);
  });

  it("a closed range ends on or after its first day", () => {
    expect(codes(closureSchema, { startDate: "2026-12-24", endDate: "2026-12-24" })).toEqual([]);
    expect(codes(closureSchema, { startDate: "2026-12-24", endDate: "2026-12-23" })).toEqual([
      "endDate:closureRange",
    ]);
    expect(codes(closureSchema, { startDate: "2026-02-30", endDate: "2026-03-01" })).toEqual([
      "startDate:invalidDate",
    ]);
  });
});

describe("the availability forms as posted", () => {
  const read = (fields: Record<string, string>) => formInput(fields, availabilityForm);

  it("reads a new weekly slot's weekday and seats as numbers", () => {
    const input = read({ weekday: "0", time: "09:30", capacity: "12" });
    expect(input).toEqual({ weekday: 0, time: "09:30", capacity: 12 });
    expect(validate(weeklySlotSchema, input)).toEqual({ ok: true, data: input });
  });

  it("leaves empty seats absent, so the schema names them as a script's post did", () => {
    expect(codes(capacitySchema, read({ capacity: "" }))).toEqual(["capacity:notANumber"]);
    expect(codes(capacitySchema, read({ capacity: "2.5" }))).toEqual(["capacity:notWholeNumber"]);
  });

  it("reads closing with its bookings cancelled as a switch, and asks for the reason", () => {
    expect(read({ departure: "7:2026-06-01:09:00", cancelBookings: "true", reason: "Storm" })).toEqual({
      departure: "7:2026-06-01:09:00",
      cancelBookings: true,
      reason: "Storm",
    });
    const closing = read({
      startDate: "2026-06-01",
      endDate: "2026-06-02",
      cancelBookings: "true",
      reason: "",
    });
    expect(codes(closureSchema, closing)).toContain("reason:reasonRequired");
    expect(codes(closeSchema, read({ cancelBookings: "false" }))).toEqual([]);
  });
});
