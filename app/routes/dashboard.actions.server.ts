import type { RouterContextProvider } from "react-router";
import { formInput as typedInput } from "../../core/form-input.ts";
import {
  inviteSchema,
  profileUpdateSchema,
  reviewForm,
  reviewSchema,
  supplierMessageSchema,
  topUpSchema,
} from "../../core/schemas.ts";
import { notFound } from "../../server/errors.ts";
import { participantForm, participantRowSchema } from "../../core/participant-details.ts";
import { saveParticipant } from "../../server/modules/participants/details.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { cancelBooking } from "../../server/modules/booking/booking.ts";
import { contactSupplier } from "../../server/modules/booking/booking-detail.ts";
import { rateBooking } from "../../server/modules/booking/reviews.ts";
import { topUp } from "../../server/modules/points/points.ts";
import { updateProfile } from "../../server/modules/profile/profile.ts";
import { inviteFriend } from "../../server/modules/referral/referral.ts";
import { act, intentInput, parseInput, readInput } from "../lib/action.server.ts";
import { areaContext } from "../lib/guards.server.ts";
import { isBookingId } from "./dashboard.server.ts";
import { bookingIntents } from "./dashboard.intents.ts";
import { balanceIntent } from "./booking-balance.server.ts";

// The dashboard's forms post here through their routes' actions. Each calls the module function
// the /api route for the same change calls, after the same schema, so the two cannot drift.

type Context = Readonly<RouterContextProvider>;

/** A route with one form: its fields (an intent, if sent, is not one of them). */
async function formInput(request: Request) {
  const { intent: _intent, ...input } = await readInput(request);
  return input;
}

/** A booking's page: rate it, write to its operator, or cancel it. */
export async function bookingAction(request: Request, context: Context, bookingId: string) {
  return act(async () => {
    const ctx = areaContext(context);
    const { intent, input } = await intentInput(request, bookingIntents);
    if (!isBookingId(bookingId)) throw notFound("bookingNotFound");
    if (intent === "rate") {
      const review = parseInput(reviewSchema, typedInput(input, reviewForm));
      await rateBooking(ctx, { bookingId, review });
    } else if (intent === "message") {
      const { message } = parseInput(supplierMessageSchema, input);
      await contactSupplier(ctx, { bookingId, message });
    } else if (intent === "participant") {
      const participant = parseInput(participantRowSchema, typedInput(input, participantForm));
      const lang = requestLanguage(request);
      await saveParticipant(ctx, { bookingId, lang, participant });
      return { intent, name: participant.name };
    } else if (intent === "balance" || intent === "balanceSbp") {
      return { intent, ...(await balanceIntent(ctx, intent, bookingId, input)) };
    } else {
      const { refund } = await cancelBooking(ctx, { bookingId });
      return { intent, refund };
    }
    return { intent };
  });
}

/** Adding funds by card: the API's top-up use case, limit and all. */
export async function balanceAction(request: Request, context: Context) {
  return act(async () => {
    const funds = parseInput(topUpSchema, await formInput(request));
    return { amountCents: funds.amountCents, ...(await topUp(areaContext(context), funds)) };
  });
}

/** An invitation to a friend, kept for them. */
export async function referralsAction(request: Request, context: Context) {
  return act(async () => {
    const ctx = areaContext(context);
    const invite = parseInput(inviteSchema, await formInput(request));
    return { invited: (await inviteFriend(ctx, invite)).email };
  });
}

/** The profile form and the settings' switches: both change the profile, each what it shows. */
export async function saveProfile(input: Record<string, unknown>, context: Context) {
  const profile = await updateProfile(areaContext(context), parseInput(profileUpdateSchema, input));
  return { language: profile.language, currency: profile.currency };
}

export async function profileAction(request: Request, context: Context) {
  return act(async () => {
    const input = await formInput(request);
    return saveProfile(input, context);
  });
}
