import {
  ageRange,
  licenceAsked,
  type LinkedParticipantView,
  type ParticipantDetailInput,
} from "../../../core/participant-details.ts";
import type { Language } from "../../../core/preferences.ts";
import { notFound } from "../../errors.ts";
import type { VisitorContext } from "../context.ts";
import { readCoTravellerToken } from "./co-traveller-link.ts";
import { participantView } from "./readiness.ts";
import { isEditable, rowsOf, rulesOf, tripOf, writeDetails, type Trip } from "./save.ts";
import { currentWaiver } from "./waiver.ts";

// A co-traveller's link (decision 042): the page `/participant/:token` and `PUT
// /api/participant/:token` show and fill in one participant's details and waiver, without an
// account. Nothing of the other participants is shown, and nothing of the guest who booked.

/** The booking and position of a token that still works: 404 `participantLinkInvalid` otherwise. */
async function linked(ctx: VisitorContext, token: string, lang: Language) {
  const found = readCoTravellerToken(ctx.services.env.authSecret, token, ctx.now);
  const trip = found && (await tripOf(ctx.services.db, found.bookingId, lang));
  if (!found || !trip || !isEditable(trip, ctx.now)) throw notFound("participantLinkInvalid");
  return { trip, position: found.position };
}

async function view(ctx: VisitorContext, trip: Trip, position: number, lang: Language) {
  const { db } = ctx.services;
  const rules = await rulesOf(db, trip);
  const waiver = await currentWaiver(db, trip.serviceId, lang);
  const row = (await rowsOf(db, trip.id)).find((r) => r.position === position);
  if (!row) throw notFound("participantLinkInvalid");
  const people = { licenceFromAge: rules.licenceFromAge, hasWaiver: waiver !== null };
  const participant = participantView(row, people, trip);
  const type = rules.types.find((t) => t.code === row.type);
  return {
    service: trip.service,
    date: trip.startDate,
    endDate: trip.endDate,
    time: trip.time,
    minAge: rules.minAge,
    licenceFromAge: rules.licenceFromAge,
    waiver,
    participant: {
      ...participant,
      ageRange: ageRange(type),
      licenceAsked: licenceAsked(type, rules.licenceFromAge),
    },
  } satisfies LinkedParticipantView;
}

/** What the co-traveller's page shows: the trip's name and dates, the waiver, their own details. */
export async function linkedParticipant(
  ctx: VisitorContext,
  input: { token: string; lang?: Language },
): Promise<LinkedParticipantView> {
  const lang = input.lang ?? "en";
  const { trip, position } = await linked(ctx, input.token, lang);
  return view(ctx, trip, position, lang);
}

/**
 * The co-traveller fills in their own details and may accept the waiver (recorded under the name
 * they give, from their address). The same checks as the guest's (400 naming the field), and the
 * link stops working once the booking ends or the trip starts (404 `participantLinkInvalid`).
 */
export async function saveLinkedParticipant(
  ctx: VisitorContext,
  input: { token: string; lang?: Language; participant: ParticipantDetailInput },
): Promise<LinkedParticipantView> {
  const lang = input.lang ?? "en";
  const { db } = ctx.services;
  const { trip, position } = await linked(ctx, input.token, lang);
  const rules = await rulesOf(db, trip);
  const waiver = await currentWaiver(db, trip.serviceId, lang);
  const { type: _type, position: _position, ...details } = input.participant;
  await db.transaction((tx) =>
    writeDetails(
      tx,
      trip,
      rules,
      waiver,
      (rows) => {
        const row = rows.find((r) => r.position === position);
        if (!row) throw notFound("participantLinkInvalid");
        return [{ row, input: details, prefix: "" }];
      },
      ctx,
    ),
  );
  return view(ctx, trip, position, lang);
}
