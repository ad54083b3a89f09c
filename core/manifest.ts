import type { IsoDate } from "./dates.ts";
import type { OperatorBooking } from "./operator.ts";
import type { ParticipantCode, ReadinessGap } from "./participants.ts";

// The operator's manifest with who comes and whether they are ready (issue 27, decision 042): each
// booking's participants, what each still lacks, and the departure's headcounts.

/** Is a booking ready to go, and what it lacks (`readiness()` in core/participants.ts). */
export interface Readiness {
  ready: boolean;
  missing: ReadinessGap[];
}

/** One person on a booking as the guide's list shows them. */
export interface ManifestParticipant {
  position: number;
  type: ParticipantCode;
  /** Null until the guest or the co-traveller gives it ("Not given yet"). */
  name: string | null;
  /** Whole years on the start date; null until the birth date is given. */
  age: number | null;
  /** The service asks this person for a licence (by their age on the start date, or age unknown). */
  needsLicence: boolean;
  licenceNumber: string | null;
  licenceExpiry: IsoDate | null;
  /** The waiver they accepted: its version and when (ISO instant); null while not accepted. */
  waiver: { version: number | null; acceptedAt: string } | null;
  /**
   * This person's own gaps: details, licence, waiver. The balance is the booking's, so it shows on
   * the booking's line, not on each person's.
   */
  ready: boolean;
  missing: ReadinessGap[];
}

/** A booking on the manifest: the console's booking, its people and whether it is ready. */
export interface ManifestBooking extends OperatorBooking {
  participants: ManifestParticipant[];
  /** People on the booking (infants on a lap too); `guests` is the seats they take. */
  people: number;
  readiness: Readiness;
  /** The service has a waiver to accept. */
  waiverRequired: boolean;
}

/** The departure's headcounts, over the bookings that take place (pending, confirmed, completed). */
export interface ManifestCounts {
  bookings: number;
  /** Of those, the bookings ready to go. */
  ready: number;
  people: number;
  seats: number;
}

export interface Manifest<D> {
  departure: D;
  guests: ManifestBooking[];
  counts: ManifestCounts;
}

/** Statuses of bookings that take place. */
export const livingStatuses = ["pending", "confirmed", "completed"] as const;

/** The headcounts of a manifest's bookings: people, seats and how many bookings are ready. */
export function manifestCounts(guests: readonly ManifestBooking[]): ManifestCounts {
  const living = guests.filter((g) => livingStatuses.some((s) => s === g.status));
  return {
    bookings: living.length,
    ready: living.filter((g) => g.readiness.ready).length,
    people: living.reduce((sum, g) => sum + g.people, 0),
    seats: living.reduce((sum, g) => sum + g.guests, 0),
  };
}
