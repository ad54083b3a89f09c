import { z } from "zod";
import { addDays, operatorToday, withinDateBounds, type IsoDate } from "./dates.ts";
import type { FormShape } from "./form-input.ts";
import { reasonField } from "./operator.ts";
import { isoDate, slotTime } from "./schemas.ts";

// What the availability editor of the operators' console and its API share: the inputs' schemas
// and the month arithmetic of the calendar.

/** The most seats a slot can offer: far above any group, low enough to catch a typo. */
export const CAPACITY_MAX = 999;

export const capacityField = z
  .number({ error: (issue) => (issue.code === "invalid_type" ? "notANumber" : undefined) })
  .int("notWholeNumber")
  .min(1, "tooSmall")
  .max(CAPACITY_MAX, "tooLarge");

/** 0 = Sunday ... 6 = Saturday, as the weekly schedule stores it. */
export const weekdayField = z
  .number({ error: (issue) => (issue.code === "invalid_type" ? "notANumber" : undefined) })
  .int("notWholeNumber")
  .min(0, "invalidChoice")
  .max(6, "invalidChoice");

export const weeklySlotSchema = z.object({ weekday: weekdayField, time: slotTime, capacity: capacityField });
export type WeeklySlotInput = z.infer<typeof weeklySlotSchema>;

export const capacitySchema = z.object({ capacity: capacityField });

/**
 * The availability forms as they post (core/form-input.ts): the weekday and seats as numbers (an
 * empty one absent, so the schema names it), "cancel the bookings" as a switch.
 */
export const availabilityForm: FormShape = {
  numbers: ["weekday", "capacity"],
  flags: ["cancelBookings"],
};

/**
 * Closing a departure (or a range of days). With bookings on it the operator must say what happens
 * to them: `cancelBookings` with a reason the guests read; each is refunded in full.
 */
export const closeSchema = z
  .object({ cancelBookings: z.boolean("invalidChoice").optional(), reason: reasonField.optional() })
  .refine((input) => !input.cancelBookings || input.reason !== undefined, {
    message: "reasonRequired",
    path: ["reason"],
  });
export type CloseInput = z.infer<typeof closeSchema>;

export const closureSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    cancelBookings: z.boolean("invalidChoice").optional(),
    reason: reasonField.optional(),
  })
  .refine((input) => input.endDate >= input.startDate, { message: "closureRange", path: ["endDate"] })
  .refine((input) => !input.cancelBookings || input.reason !== undefined, {
    message: "reasonRequired",
    path: ["reason"],
  });
export type ClosureInput = z.infer<typeof closureSchema>;

/** A calendar month, "2026-11". */
export const monthField = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "invalidDate", abort: true })
  .refine(withinDateBounds, "monthOutOfBounds");
export const monthQuerySchema = z.object({ month: monthField.optional() });

/** The operator's current month. */
export const currentMonth = (now: Date) => operatorToday(now).slice(0, 7);

/** Every day of a month, first to last. */
export function monthDays(month: string): IsoDate[] {
  const first = `${month}-01`;
  const days: IsoDate[] = [];
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) days.push(date);
  return days;
}

/** The month before or after ("2026-01" - 1 = "2025-12"). */
export function shiftMonth(month: string, by: number): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}
