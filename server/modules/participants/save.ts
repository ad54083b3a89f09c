import { and, asc, eq } from "drizzle-orm";
import { slotStart } from "../../../core/dates.ts";
import type { Problem } from "../../../core/errors.ts";
import {
  detailProblems,
  type DetailRules,
  type ParticipantDetailInput,
  type WaiverView,
} from "../../../core/participant-details.ts";
import type { Language } from "../../../core/preferences.ts";
import type { Executor, Tx } from "../../db/client.ts";
import { bookingParticipants, bookings, services } from "../../db/schema.ts";
import { conflict, invalid } from "../../errors.ts";
import { serviceText } from "../catalog/service-text.ts";
import { priceBook } from "../pricing/price-book.ts";
import type { ParticipantRow } from "./readiness.ts";

// The one way a participant's details are written, whoever writes them (the traveller's list, the
// booking page's row, a co-traveller's link): checked against the service's rules, then each row
// that changed is updated, with its waiver stamped, kept or cleared.

/** A booking as the details' rules need it, its service named in the reader's language. */
export interface Trip {
  id: string;
  userId: string | null;
  serviceId: number;
  service: string;
  status: (typeof bookings.$inferSelect)["status"];
  startDate: string;
  endDate: string;
  time: string;
  balanceCents: number;
  balancePaidAt: Date | null;
}

/** The booking, or undefined when there is none. */
export async function tripOf(db: Executor, bookingId: string, lang: Language): Promise<Trip | undefined> {
  const [trip] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      serviceId: bookings.serviceId,
      service: serviceText("title", lang),
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      time: bookings.time,
      balanceCents: bookings.balanceCents,
      balancePaidAt: bookings.balancePaidAt,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId));
  return trip;
}

/** Details can change while the booking lives (pending or confirmed) and the trip has not started. */
export function isEditable(trip: Pick<Trip, "status" | "startDate" | "time">, now: Date): boolean {
  return (
    (trip.status === "pending" || trip.status === "confirmed") &&
    slotStart(trip.startDate, trip.time).getTime() > now.getTime()
  );
}

/** The service's rules for this trip's details. */
export async function rulesOf(db: Executor, trip: Trip): Promise<DetailRules> {
  const book = await priceBook(db, trip.serviceId);
  return {
    types: book?.types ?? [],
    minAge: book?.minAge ?? null,
    licenceFromAge: book?.licenceFromAge ?? null,
    startDate: trip.startDate,
    endDate: trip.endDate,
  };
}

/** The booking's participants in their order. */
export function rowsOf(db: Executor, bookingId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(bookingParticipants)
    .where(eq(bookingParticipants.bookingId, bookingId))
    .orderBy(asc(bookingParticipants.position));
}

/** One participant's row and the details sent for it; `prefix` names its fields in problems. */
export interface Entry {
  row: ParticipantRow;
  input: ParticipantDetailInput;
  prefix: string;
}

/** Who accepts and from where: the address the request came from, at the request's time. */
export interface Signer {
  clientIp: string;
  now: Date;
}

/**
 * Locks the booking, checks it still takes details (409 participantsClosed) and every entry against
 * the rules (400 naming each field at fault; nothing written then), and writes the rows that
 * changed. The waiver: accepting stamps the current version, language, time, address and name; an
 * acceptance on record at the current version under the same name is kept as it was (never
 * re-stamped, nor withdrawn by `acceptWaiver: false`); a new name clears an acceptance made under
 * the old one unless it accepts again.
 */
export async function writeDetails(
  tx: Tx,
  trip: Trip,
  rules: DetailRules,
  waiver: WaiverView | null,
  /** The entries for the booking's rows (read under the lock); throws when they do not fit. */
  pick: (rows: ParticipantRow[]) => readonly Entry[],
  signer: Signer,
): Promise<void> {
  const [locked] = await tx
    .select({ status: bookings.status, startDate: bookings.startDate, time: bookings.time })
    .from(bookings)
    .where(eq(bookings.id, trip.id))
    .for("update");
  if (!locked || !isEditable(locked, signer.now)) throw conflict("participantsClosed");
  const entries = pick(await rowsOf(tx, trip.id));
  const problems: Problem[] = entries.flatMap(({ row, input, prefix }) =>
    detailProblems(rules, row.type, input, prefix),
  );
  if (problems.length > 0) throw invalid(problems);
  for (const { row, input } of entries) {
    const sameName = row.name === input.name;
    const accepted = row.waiverAcceptedAt !== null && sameName;
    const stamp =
      waiver !== null && input.acceptWaiver && !(accepted && row.waiverVersion === waiver.version);
    const next = {
      name: input.name,
      birthDate: input.birthDate,
      licenceNumber: input.licenceNumber ?? null,
      licenceExpiry: input.licenceExpiry ?? null,
      ...(stamp
        ? {
            waiverVersion: waiver.version,
            waiverLang: waiver.lang,
            waiverAcceptedAt: signer.now,
            waiverAcceptedBy: input.name,
            waiverAddress: signer.clientIp,
          }
        : accepted
          ? {}
          : {
              waiverVersion: null,
              waiverLang: null,
              waiverAcceptedAt: null,
              waiverAcceptedBy: null,
              waiverAddress: null,
            }),
    };
    // The same details again leave the row as it was (its time of change too).
    const changed = Object.entries(next).some(
      ([key, value]) => !same(row[key as keyof ParticipantRow], value),
    );
    if (!changed) continue;
    await tx
      .update(bookingParticipants)
      .set(next)
      .where(and(eq(bookingParticipants.id, row.id), eq(bookingParticipants.bookingId, trip.id)));
  }
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
