import { asc, eq, inArray, sql } from "drizzle-orm";
import type { IsoDate } from "../../../core/dates.ts";
import type { ParticipantView } from "../../../core/participant-details.ts";
import { needsLicence, readiness, type ReadinessGap } from "../../../core/participants.ts";
import type { Executor } from "../../db/client.ts";
import { bookingParticipants, bookings, services, serviceWaivers } from "../../db/schema.ts";

// Is a booking ready to go (decision 042): every participant named with a birth date, a licence
// where needed, the waiver accepted where the service has one, and the balance paid. The booking
// answers, the booking page and the operator's manifest all read it from here.

export type ParticipantRow = typeof bookingParticipants.$inferSelect;

/** A booking's participants, and the rules of its service that readiness needs. */
export interface BookingPeople {
  licenceFromAge: number | null;
  hasWaiver: boolean;
  participants: ParticipantRow[];
}

/** Whether the service has a waiver at all (any version, any language). */
export const serviceHasWaiver = sql<boolean>`exists (select 1 from ${serviceWaivers} where ${serviceWaivers.serviceId} = ${services.id})`;

/**
 * The participants of some bookings, in their order, with their service's licence age and whether
 * it has a waiver: one query for any number of bookings. A booking without participant rows is
 * absent from the map.
 */
export async function peopleOf(
  db: Executor,
  bookingIds: readonly string[],
): Promise<Map<string, BookingPeople>> {
  const people = new Map<string, BookingPeople>();
  if (bookingIds.length === 0) return people;
  const rows = await db
    .select({
      row: bookingParticipants,
      licenceFromAge: services.licenceFromAge,
      hasWaiver: serviceHasWaiver,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(inArray(bookingParticipants.bookingId, [...new Set(bookingIds)]))
    .orderBy(asc(bookingParticipants.bookingId), asc(bookingParticipants.position));
  for (const { row, licenceFromAge, hasWaiver } of rows) {
    const entry = people.get(row.bookingId) ?? {
      licenceFromAge,
      hasWaiver: Boolean(hasWaiver),
      participants: [],
    };
    entry.participants.push(row);
    people.set(row.bookingId, entry);
  }
  return people;
}

/** What a booking's readiness is computed from besides its people: its dates and what is left to pay. */
export interface ReadinessTrip {
  startDate: IsoDate;
  endDate: IsoDate;
  /** A balance still to pay (the balance, until it is paid). */
  balanceDue: boolean;
}

/** One participant as the traveller, a co-traveller and the operator read them, with what they lack. */
export function participantView(
  row: ParticipantRow,
  rules: { licenceFromAge: number | null; hasWaiver: boolean },
  trip: Pick<ReadinessTrip, "startDate" | "endDate">,
): ParticipantView {
  const { missing } = readiness({
    participants: [row],
    licenceFromAge: rules.licenceFromAge,
    hasWaiver: rules.hasWaiver,
    balanceDue: false,
    ...trip,
  });
  return {
    position: row.position,
    type: row.type,
    name: row.name,
    birthDate: row.birthDate,
    licenceNumber: row.licenceNumber,
    licenceExpiry: row.licenceExpiry,
    needsLicence: needsLicence(rules.licenceFromAge, row.birthDate, trip.startDate),
    waiver:
      row.waiverVersion !== null && row.waiverLang && row.waiverAcceptedAt
        ? {
            version: row.waiverVersion,
            lang: row.waiverLang,
            acceptedAt: row.waiverAcceptedAt.toISOString(),
            acceptedBy: row.waiverAcceptedBy ?? "",
          }
        : null,
    missing: missing.filter((gap): gap is Exclude<ReadinessGap, "balance"> => gap !== "balance"),
  };
}

/** A booking's readiness from its people (none known: only the balance counts). */
export function readinessFor(trip: ReadinessTrip, people: BookingPeople | undefined) {
  return readiness({
    participants: people?.participants ?? [],
    licenceFromAge: people?.licenceFromAge ?? null,
    hasWaiver: people?.hasWaiver ?? false,
    balanceDue: trip.balanceDue,
    startDate: trip.startDate,
    endDate: trip.endDate,
  });
}

export interface BookingReadiness {
  ready: boolean;
  missing: ReadinessGap[];
  participants: ParticipantView[];
  startDate: IsoDate;
  /** The service has a waiver to accept. */
  hasWaiver: boolean;
}

/**
 * The readiness of some bookings and each of their participants (the operator's manifest): two
 * queries for any number of bookings. Unknown ids are absent from the map.
 */
export async function readinessOf(
  db: Executor,
  bookingIds: readonly string[],
): Promise<Map<string, BookingReadiness>> {
  const result = new Map<string, BookingReadiness>();
  if (bookingIds.length === 0) return result;
  const trips = await db
    .select({
      id: bookings.id,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      balanceCents: bookings.balanceCents,
      balancePaidAt: bookings.balancePaidAt,
    })
    .from(bookings)
    .where(inArray(bookings.id, [...new Set(bookingIds)]));
  const people = await peopleOf(db, bookingIds);
  for (const trip of trips) {
    const own = people.get(trip.id);
    const facts = { ...trip, balanceDue: trip.balanceCents > 0 && !trip.balancePaidAt };
    result.set(trip.id, {
      ...readinessFor(facts, own),
      startDate: trip.startDate,
      hasWaiver: own?.hasWaiver ?? false,
      participants: own ? own.participants.map((row) => participantView(row, own, facts)) : [],
    });
  }
  return result;
}
