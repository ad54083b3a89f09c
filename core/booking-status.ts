import { operatorToday, slotStart, type IsoDate } from "./dates.ts";

export const bookingStatuses = ["pending", "confirmed", "completed", "cancelled", "rejected"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Who may move a booking from one status to another. */
const transitions: Record<BookingStatus, Partial<Record<BookingStatus, "guest" | "supplier" | "system">>> = {
  pending: { confirmed: "supplier", rejected: "supplier", cancelled: "guest" },
  confirmed: { completed: "system", cancelled: "guest" },
  completed: {},
  cancelled: {},
  rejected: {},
};

export function canTransition(
  from: BookingStatus,
  to: BookingStatus,
  actor: "guest" | "supplier" | "system",
) {
  const allowed = transitions[from][to];
  return allowed === actor || (actor === "system" && allowed !== undefined);
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

/** A guest rates a completed booking once. */
export function canRate(booking: { status: BookingStatus; rating: number | null }): boolean {
  return booking.status === "completed" && booking.rating === null;
}

/** Writing to the supplier is for confirmed bookings: before that nobody has taken it on. */
export function canContactSupplier(booking: { status: BookingStatus }): boolean {
  return booking.status === "confirmed";
}
