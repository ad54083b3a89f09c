import { z } from "zod";
import { participantDetailSchema, participantsSaveSchema } from "../../core/participant-details.ts";
import { languageQuerySchema } from "../../core/schemas.ts";
import { linkedParticipant, saveLinkedParticipant } from "../modules/participants/co-traveller.ts";
import { bookingParticipants, saveParticipants } from "../modules/participants/details.ts";
import { actorContext, signedIn, visitorContext, type SignedInEnv } from "./guards.ts";
import { ok, type ApiEnv } from "./http.ts";
import { apiRouter, bookingParams, json, route } from "./route.ts";

// A booking's participants (decision 042): the traveller reads and fills them in; a co-traveller's
// signed link fills in one of them without an account.

const answer =
  "The answer: `participants` in the booking's order (`position`, `type`, `ageRange`, `name`, `birthDate`, `licenceNumber`, `licenceExpiry`, `needsLicence`, `waiver`: the acceptance on record `{version, lang, acceptedAt, acceptedBy}` or null, `missing`, and `link`: the co-traveller's page for that participant, null once details can no longer change), the service's current `waiver` `{version, lang, text}` in `?lang=` (English where not translated) or null, `minAge`, `licenceFromAge`, `editable`, and the booking's `readiness` `{ready, missing}` (details, licence, waiver, balance).";

const rules =
  "Each birth date is checked on the trip's start date against the participant's type (400 `ageOutOfRange` with the type's range) and the trip's minimum age (400 `belowMinimumAge`); from the service's `licenceFromAge` a licence number and expiry are needed (400 `licenceRequired`), valid until the trip ends (400 `licenceExpired`). Problems name their field (`participants.2.birthDate`); all of them are in `problems`. `acceptWaiver: true` records the current waiver version, the language it was shown in (`?lang=`), the time, the client's address and the name; an acceptance already on record at that version under the same name is kept as it was, and `false` does not withdraw it; a new name clears an acceptance made under the old one unless it accepts again.";

const tokenParams = z.object({ token: z.string().min(1).max(2048) });

export const participantRoutes = apiRouter<SignedInEnv>();
participantRoutes.use("/booking/*", signedIn);

participantRoutes
  .openapi(
    route({
      method: "get",
      path: "/booking/{id}/participants",
      summary: "A booking's participants, the waiver to accept and the booking's readiness",
      description: answer,
      auth: true,
      request: { params: bookingParams, query: languageQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const input = { bookingId: c.req.valid("param").id, lang: c.req.valid("query").lang };
      return ok(c, await bookingParticipants(actorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "put",
      path: "/booking/{id}/participants",
      summary: "Fill in every participant of a booking (idempotent)",
      description: [
        "`participants` names each participant of the booking once: as many entries as participants, each matched by `position` (0-based) or else by its index, with `type`, when given, the participant's; otherwise 400 `participantsMismatch` with the count. The same list twice leaves the same rows.",
        rules,
        "Allowed while the booking is pending or confirmed and the trip has not started (409 `participantsClosed`). Another traveller's booking is 404.",
        answer,
      ].join("\n\n"),
      auth: true,
      request: { params: bookingParams, query: languageQuerySchema, body: json(participantsSaveSchema) },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => {
      const input = {
        bookingId: c.req.valid("param").id,
        lang: c.req.valid("query").lang,
        participants: c.req.valid("json").participants,
      };
      return ok(c, await saveParticipants(actorContext(c), input));
    },
  );

/** The co-traveller's link: no session, the signed token decides. */
export const coTravellerRoutes = apiRouter<ApiEnv>()
  .openapi(
    route({
      method: "get",
      path: "/participant/{token}",
      summary: "The participant a co-traveller's link names: the trip, the waiver and their own details",
      description:
        "No sign-in: the token (from `link` in `GET /api/booking/{id}/participants`) names one participant of one booking. The answer: `service`, `date`, `endDate`, `time`, `minAge`, `licenceFromAge`, the current `waiver` in `?lang=`, and that `participant` only. 404 `participantLinkInvalid` for a tampered token, or once the booking has ended or the trip has started.",
      request: { params: tokenParams, query: languageQuerySchema },
      statuses: [200, 400, 404],
    }),
    async (c) => {
      const input = { token: c.req.valid("param").token, lang: c.req.valid("query").lang };
      return ok(c, await linkedParticipant(visitorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "put",
      path: "/participant/{token}",
      summary: "A co-traveller fills in their own details and may accept the waiver",
      description: `No sign-in: the token names the participant (\`position\` and \`type\` in the body are ignored). ${rules} Problems name the field alone (\`birthDate\`). 404 \`participantLinkInvalid\` as for GET; 409 \`participantsClosed\` when the booking ended meanwhile.`,
      request: { params: tokenParams, query: languageQuerySchema, body: json(participantDetailSchema) },
      statuses: [200, 400, 404, 409],
    }),
    async (c) => {
      const input = {
        token: c.req.valid("param").token,
        lang: c.req.valid("query").lang,
        participant: c.req.valid("json"),
      };
      return ok(c, await saveLinkedParticipant(visitorContext(c), input));
    },
  );
