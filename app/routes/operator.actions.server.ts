import type { RouterContextProvider } from "react-router";
import { formInput } from "../../core/form-input.ts";
import {
  bulkAnswerSchema,
  cancelSchema,
  checkInForm,
  checkInSchema,
  rejectSchema,
} from "../../core/operator.ts";
import { bookingIdSchema } from "../../core/schemas.ts";
import {
  answerRequest,
  answerRequests,
  cancelBookingAsOperator,
  recordCheckIn,
} from "../../server/modules/operator/bookings.ts";
import { act, intentInput, parseInput } from "../lib/action.server.ts";
import { manifestIntents, requestsIntents } from "./operator.intents.ts";
import { operator } from "./operator.server.ts";

// The console's answers post here through their pages' actions; each calls the module function the
// /api/operator route for the same change calls, after the same schema.

type Context = Readonly<RouterContextProvider>;

/** The requests inbox: confirm one, reject one with a reason, or confirm the selected. */
export async function requestsAction(request: Request, context: Context) {
  return act(async () => {
    const { scope, db, now } = operator(context);
    const { intent, input } = await intentInput(request, requestsIntents);
    if (intent === "confirmMany") {
      const { ids } = parseInput(bulkAnswerSchema, input);
      return { intent, ...(await answerRequests(db, scope, ids, { decision: "confirm" }, now())) };
    }
    const { id, ...rest } = input;
    const bookingId = parseInput(bookingIdSchema, id);
    const answer =
      intent === "confirm"
        ? ({ decision: "confirm" } as const)
        : ({ decision: "reject", reason: parseInput(rejectSchema, rest).reason } as const);
    const booking = await answerRequest(db, scope, bookingId, answer, now());
    return { intent, reference: booking.reference };
  });
}

/** A departure's manifest: check a booking in (or out), or cancel one for weather or safety. */
export async function manifestAction(request: Request, context: Context) {
  return act(async () => {
    const { scope, db, now } = operator(context);
    const { intent, input } = await intentInput(request, manifestIntents);
    const { id, ...rest } = input;
    const bookingId = parseInput(bookingIdSchema, id);
    if (intent === "checkIn") {
      const { checkIn } = parseInput(checkInSchema, formInput(rest, checkInForm));
      const booking = await recordCheckIn(db, scope, bookingId, checkIn, now());
      return { intent, checkIn, name: booking.guest.name };
    }
    const { reason } = parseInput(cancelSchema, rest);
    const booking = await cancelBookingAsOperator(db, scope, bookingId, reason, now());
    return { intent, reference: booking.reference };
  });
}
