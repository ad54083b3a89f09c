import type { RouterContextProvider } from "react-router";
import { formInput } from "../../core/form-input.ts";
import {
  bulkAnswerForm,
  bulkAnswerSchema,
  cancelSchema,
  checkInForm,
  checkInSchema,
  rejectSchema,
} from "../../core/operator.ts";
import { bookingIdSchema } from "../../core/schemas.ts";
import {
  cancelBookingAsOperator,
  confirmRequest,
  confirmRequests,
  recordCheckIn,
  rejectRequest,
} from "../../server/modules/operator/bookings.ts";
import { act, intentInput, parseInput } from "../lib/action.server.ts";
import { manifestIntents, requestsIntents } from "./operator.intents.ts";
import { operatorAreaContext } from "../lib/guards.server.ts";

// The console's answers post here through their pages' actions; each calls the module function the
// /api/operator route for the same change calls, after the same schema.

type Context = Readonly<RouterContextProvider>;

/** The requests inbox: confirm one, reject one with a reason, or confirm the selected. */
export async function requestsAction(request: Request, context: Context) {
  return act(async () => {
    const ctx = operatorAreaContext(context);
    const { intent, input } = await intentInput(request, requestsIntents);
    if (intent === "confirmMany") {
      const { ids } = parseInput(bulkAnswerSchema, formInput(input, bulkAnswerForm));
      return { intent, ...(await confirmRequests(ctx, { ids })) };
    }
    const { id, ...rest } = input;
    const bookingId = parseInput(bookingIdSchema, id);
    const booking =
      intent === "confirm"
        ? await confirmRequest(ctx, { bookingId })
        : await rejectRequest(ctx, { bookingId, ...parseInput(rejectSchema, rest) });
    return { intent, reference: booking.reference };
  });
}

/** A departure's manifest: check a booking in (or out), or cancel one for weather or safety. */
export async function manifestAction(request: Request, context: Context) {
  return act(async () => {
    const ctx = operatorAreaContext(context);
    const { intent, input } = await intentInput(request, manifestIntents);
    const { id, ...rest } = input;
    const bookingId = parseInput(bookingIdSchema, id);
    if (intent === "checkIn") {
      const { checkIn, reason } = parseInput(checkInSchema, formInput(rest, checkInForm));
      const booking = await recordCheckIn(ctx, { bookingId, checkIn, reason });
      return { intent, checkIn, name: booking.guest.name, reference: booking.reference };
    }
    const { reason } = parseInput(cancelSchema, rest);
    const booking = await cancelBookingAsOperator(ctx, { bookingId, reason });
    return { intent, reference: booking.reference };
  });
}
