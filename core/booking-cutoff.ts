import { slotStart, type IsoDate } from "./dates.ts";

// The booking cut-off: a departure stops taking bookings some hours before it starts, so that an
// operator always has time to answer a request before the trip (decisions.md §11).

/** A new service takes bookings until 2 hours before a departure starts. */
export const DEFAULT_BOOKING_CUTOFF_HOURS = 2;
/**
 * The operator may choose 1 hour to a week. At least 1 hour: the deadline job runs every minute,
 * so a request left unanswered at a cut-off of 0 would be rejected only after its start.
 */
export const MIN_BOOKING_CUTOFF_HOURS = 1;
export const MAX_BOOKING_CUTOFF_HOURS = 168;

const HOUR_MS = 3_600_000;

/** The instant a departure stops taking bookings: its start (on the peninsula) minus the cut-off. */
export function bookingCutoffAt(date: IsoDate, time: string, cutoffHours: number): Date {
  return new Date(slotStart(date, time).getTime() - cutoffHours * HOUR_MS);
}

/** Whether a departure still takes bookings at `now`. */
export function isBookable(date: IsoDate, time: string, cutoffHours: number, now: Date): boolean {
  return bookingCutoffAt(date, time, cutoffHours).getTime() > now.getTime();
}

/**
 * The operator's deadline to answer a request booked at `now`: the earlier of `now` + their
 * response hours and the departure's cut-off, so it never passes the start. Null when no answer
 * could come in time (the deadline would not lie after `now`).
 */
export function requestDeadline(
  now: Date,
  responseHours: number,
  departure: { date: IsoDate; time: string; cutoffHours: number },
): Date | null {
  const answerBy = now.getTime() + responseHours * HOUR_MS;
  const cutoff = bookingCutoffAt(departure.date, departure.time, departure.cutoffHours).getTime();
  const deadline = Math.min(answerBy, cutoff);
  return deadline > now.getTime() ? new Date(deadline) : null;
}
