import { operatorToday, slotStart, type IsoDate } from "./dates.ts";

export const bookingStatuses = ["pending", "confirmed", "completed", "cancelled", "rejected"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export type Actor = "guest" | "supplier" | "system" | "admin";

/**
 * Who may move a booking from one status to another. The supplier answers a request (or the
 * deadline does it for them: "system") and may cancel a confirmed booking for weather or safety.
 * A platform admin may cancel any booking that has not ended, with a full refund.
 */
const transitions: Record<BookingStatus, Partial<Record<BookingStatus, readonly Actor[]>>> = {
  pending: {
    confirmed: ["supplier", "system"],
    rejected: ["supplier", "system"],
    cancelled: ["guest", "admin"],
  },
  confirmed: { completed: ["system"], cancelled: ["guest", "supplier", "admin"] },
  completed: {},
  cancelled: {},
  rejected: {},
};

export function canTransition(from: BookingStatus, to: BookingStatus, actor: Actor) {
  return transitions[from][to]?.includes(actor) ?? false;
}

export const checkInStates = ["arrived", "no_show"] as const;
export type CheckIn = (typeof checkInStates)[number];

/**
 * Check-in is recorded from the first day of a confirmed booking on (and after it is completed,
 * to put a no-show on record); never before the guests could have come.
 */
export function canCheckIn(
  booking: { status: BookingStatus; startDate: IsoDate },
  now: Date = new Date(),
): boolean {
  return (
    (booking.status === "confirmed" || booking.status === "completed") &&
    booking.startDate <= operatorToday(now)
  );
}

export const FREE_CANCELLATION_HOURS = 24;

/** A guest may cancel free of charge up to 24 hours before the start. */
export function canGuestCancel(
  booking: { status: BookingStatus; startDate: IsoDate; time: string },
  now: Date = new Date(),
): boolean {
  if (!canTransition(booking.status, "cancelled", "guest")) return false;
  const start = slotStart(booking.startDate, booking.time).getTime();
  return start - now.getTime() >= FREE_CANCELLATION_HOURS * 3_600_000;
}

/** The lifecycle job completes a confirmed booking once its last day is over in the operator's calendar. */
export function isDueForCompletion(
  booking: { status: BookingStatus; endDate: IsoDate },
  now: Date = new Date(),
): boolean {
  return booking.status === "confirmed" && booking.endDate < operatorToday(now);
}

/** A pending booking the supplier did not answer in time is rejected (and refunded) by the job. */
export function isPastSupplierDeadline(
  booking: { status: BookingStatus; supplierDeadline: Date | string },
  now: Date = new Date(),
): boolean {
  return booking.status === "pending" && new Date(booking.supplierDeadline).getTime() < now.getTime();
}

/** A guest rates a completed booking once; a trip the guest did not come to is not theirs to rate. */
export function canRate(booking: {
  status: BookingStatus;
  rating: number | null;
  noShow?: boolean;
}): boolean {
  return booking.status === "completed" && booking.rating === null && !booking.noShow;
}

/** A completed booking whose guests were marked as not having come: it earns and prompts nothing. */
export function isNoShow(booking: { status: BookingStatus; checkIn: CheckIn | null }): boolean {
  return booking.status === "completed" && booking.checkIn === "no_show";
}

/** Writing to the supplier is for confirmed bookings: before that nobody has taken it on. */
export function canContactSupplier(booking: { status: BookingStatus }): boolean {
  return booking.status === "confirmed";
}
