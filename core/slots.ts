export type SlotColour = "red" | "yellow" | "green";

/** booked/capacity at or above 0.9 red, at or above 0.7 yellow, otherwise green. */
export function slotColour(booked: number, capacity: number): SlotColour {
  if (capacity <= 0) return "red";
  const ratio = booked / capacity;
  if (ratio >= 0.9) return "red";
  if (ratio >= 0.7) return "yellow";
  return "green";
}

export const periods = ["morning", "afternoon", "evening", "night"] as const;
export type Period = (typeof periods)[number];

/** Periods: morning 6-12, afternoon 12-18, evening 18-22, night 22-6. */
export function periodOf(time: string): Period {
  const hour = Number(time.slice(0, 2));
  if (hour >= 6 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "afternoon";
  if (hour >= 18 && hour < 22) return "evening";
  return "night";
}

export interface TimeSlot {
  id: string;
  time: string;
  period: Period;
  available: boolean;
  /** The operator closed this departure (or its day): not bookable, though seats are free. */
  closed?: boolean;
  capacity: number;
  booked: number;
  /**
   * The price per participant type on the slot's date, USD cents (a season's where one covers it).
   * Always there in what the server answers; optional for slots made before prices by type.
   */
  prices?: Record<string, number>;
}

export interface AvailabilityDay {
  date: string;
  timeSlots: TimeSlot[];
  totalCapacity: number;
  booked: number;
}

export type DayStatus = "available" | "full" | "closed";

/**
 * A calendar day: available when a slot still has a seat, full when every slot is taken (red,
 * struck through), closed when nothing runs or every slot has started. Only available days can
 * be picked.
 */
export function dayStatus(day: {
  timeSlots: readonly { available: boolean; booked: number; capacity: number }[];
}): DayStatus {
  if (day.timeSlots.some((slot) => slot.available)) return "available";
  if (day.timeSlots.length > 0 && day.timeSlots.every((slot) => slot.booked >= slot.capacity)) return "full";
  return "closed";
}

/** Seats still free in a slot. */
export const seatsLeft = (slot: { booked: number; capacity: number }) =>
  Math.max(0, slot.capacity - slot.booked);
