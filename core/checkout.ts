import { endDate, type IsoDate } from "./dates.ts";
import { lineSavings, lineTotal } from "./pricing.ts";

/** Opening checkout holds the seats of every cart line for 15 minutes. */
export const HOLD_MINUTES = 15;

export const holdExpiry = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * 60_000);

/** Whole seconds left on a hold, never below zero. */
export function secondsLeft(expiresAt: Date | string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / 1000));
}

/** "14:05" for the countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

/** The booking dialog opens with 2 guests; closing resets to 1; never below 1. */
export const INITIAL_GUESTS = 2;
export const RESET_GUESTS = 1;
export const MIN_GUESTS = 1;

/**
 * How many guests the booking dialog's stepper goes up to, and why it stops there: the seats the
 * chosen slot has left ("seats") or the service's group size ("group"), whichever is smaller; with
 * no slot chosen yet, the group size. Never below one guest.
 */
export function guestLimit(
  groupMax: number,
  seatsLeft: number | undefined,
): { max: number; reason: "seats" | "group" } {
  if (seatsLeft !== undefined && seatsLeft < groupMax) {
    return { max: Math.max(MIN_GUESTS, seatsLeft), reason: "seats" };
  }
  return { max: Math.max(MIN_GUESTS, groupMax), reason: "group" };
}

export type AddButtonState = "unavailable" | "pick-date" | "pick-slot" | "ready";

/** The add button's four labels: unavailable, no date, no slot, ready. */
export function addButtonState(available: boolean, date: string | undefined, slot: string | undefined) {
  if (!available) return "unavailable" satisfies AddButtonState;
  if (!date) return "pick-date" satisfies AddButtonState;
  if (!slot) return "pick-slot" satisfies AddButtonState;
  return "ready" satisfies AddButtonState;
}

/** The booking dialog's price summary. */
export function priceSummary(
  unitPriceCents: number,
  originalPriceCents: number | null,
  guests: number,
  durationDays: number,
  startDate: IsoDate | undefined,
) {
  return {
    totalCents: lineTotal(unitPriceCents, guests),
    savingsCents: lineSavings(unitPriceCents, originalPriceCents, guests),
    endDate: startDate ? endDate(startDate, durationDays) : undefined,
  };
}
