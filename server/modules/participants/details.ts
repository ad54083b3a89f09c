import {
  ageRange,
  licenceAsked,
  type BookingParticipantsView,
  type ParticipantDetailInput,
} from "../../../core/participant-details.ts";
import type { Language } from "../../../core/preferences.ts";
import type { Problem } from "../../../core/errors.ts";
import { badRequest, invalid, notFound } from "../../errors.ts";
import type { UseCaseContext } from "../context.ts";
import { coTravellerLink } from "./co-traveller-link.ts";
import { participantView, readinessFor, type ParticipantRow } from "./readiness.ts";
import { isEditable, rowsOf, rulesOf, tripOf, writeDetails, type Entry, type Trip } from "./save.ts";
import { currentWaiver } from "./waiver.ts";

// The traveller's side of a booking's participants (decision 042): read them with the waiver to
// accept and a co-traveller's link each, and fill them in, all at once (the API) or one at a time
// (the booking page's rows).

/** The traveller's own booking; another user's is as unknown as a missing one. */
async function ownTrip(ctx: UseCaseContext, bookingId: string, lang: Language): Promise<Trip> {
  const trip = await tripOf(ctx.services.db, bookingId, lang);
  if (!trip || trip.userId !== ctx.actor.id) throw notFound("bookingNotFound");
  return trip;
}

/** A booking's participants with the service's waiver in `lang`, their links and the readiness. */
export async function bookingParticipants(
  ctx: UseCaseContext,
  input: { bookingId: string; lang?: Language },
): Promise<BookingParticipantsView> {
  const lang = input.lang ?? "en";
  const trip = await ownTrip(ctx, input.bookingId, lang);
  return participantsView(ctx, trip, lang);
}

async function participantsView(
  ctx: UseCaseContext,
  trip: Trip,
  lang: Language,
): Promise<BookingParticipantsView> {
  const { db, env } = ctx.services;
  const rules = await rulesOf(db, trip);
  const waiver = await currentWaiver(db, trip.serviceId, lang);
  const rows = await rowsOf(db, trip.id);
  const editable = isEditable(trip, ctx.now);
  const people = { licenceFromAge: rules.licenceFromAge, hasWaiver: waiver !== null, participants: rows };
  const facts = {
    startDate: trip.startDate,
    endDate: trip.endDate,
    balanceDue: trip.balanceCents > 0 && !trip.balancePaidAt,
  };
  return {
    bookingId: trip.id,
    editable,
    minAge: rules.minAge,
    licenceFromAge: rules.licenceFromAge,
    waiver,
    participants: rows.map((row) => ({
      ...participantView(row, people, facts),
      ageRange: ageRange(rules.types.find((t) => t.code === row.type)),
      licenceAsked: licenceAsked(
        rules.types.find((t) => t.code === row.type),
        rules.licenceFromAge,
      ),
      link: editable ? coTravellerLink(env, trip, row.position) : null,
    })),
    readiness: readinessFor(facts, people),
  };
}

/**
 * The list must name the booking's participants exactly: as many, each position once (an entry
 * without one is the participant at its index), and a type, when given, the participant's.
 */
function matchList(rows: ParticipantRow[], list: readonly ParticipantDetailInput[]): Entry[] {
  const mismatch = (field: string) =>
    badRequest("participantsMismatch", { field, params: { count: rows.length } });
  if (list.length !== rows.length) throw mismatch("participants");
  const seen = new Set<number>();
  return list.map((input, index) => {
    const position = input.position ?? index;
    const row = rows.find((r) => r.position === position);
    if (!row || seen.has(position)) throw mismatch(`participants.${index}.position`);
    if (input.type !== undefined && input.type !== row.type) throw mismatch(`participants.${index}.type`);
    seen.add(position);
    return { row, input, prefix: `participants.${index}.` };
  });
}

/**
 * Fills in every participant of the traveller's booking (`PUT /api/booking/:id/participants`):
 * idempotent, the same list twice leaves the same rows. 400 `participantsMismatch`, or the first of
 * the details' problems (`ageOutOfRange`, `belowMinimumAge`, `licenceRequired`, `licenceExpired`)
 * naming its field, all of them in `problems`; 409 `participantsClosed` once the booking no longer
 * takes details; 404 for another user's booking.
 */
export async function saveParticipants(
  ctx: UseCaseContext,
  input: { bookingId: string; lang?: Language; participants: readonly ParticipantDetailInput[] },
): Promise<BookingParticipantsView> {
  return save(ctx, input.bookingId, input.lang ?? "en", (rows) => matchList(rows, input.participants));
}

/** One participant from the booking page's row (its `position`); fields named as the row's form names them. */
export async function saveParticipant(
  ctx: UseCaseContext,
  input: { bookingId: string; lang?: Language; participant: ParticipantDetailInput & { position: number } },
): Promise<BookingParticipantsView> {
  const { participant } = input;
  return save(ctx, input.bookingId, input.lang ?? "en", (rows) => {
    const row = rows.find((r) => r.position === participant.position);
    if (!row) {
      const problem: Problem = {
        code: "participantsMismatch",
        field: "position",
        params: { count: rows.length },
      };
      throw invalid([problem]);
    }
    return [{ row, input: participant, prefix: "" }];
  });
}

async function save(
  ctx: UseCaseContext,
  bookingId: string,
  lang: Language,
  pick: (rows: ParticipantRow[]) => Entry[],
): Promise<BookingParticipantsView> {
  const { db } = ctx.services;
  const trip = await ownTrip(ctx, bookingId, lang);
  const rules = await rulesOf(db, trip);
  const waiver = await currentWaiver(db, trip.serviceId, lang);
  await db.transaction((tx) => writeDetails(tx, trip, rules, waiver, pick, ctx));
  return participantsView(ctx, (await tripOf(db, bookingId, lang))!, lang);
}
