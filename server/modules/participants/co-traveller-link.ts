import { slotStart } from "../../../core/dates.ts";
import type { Env } from "../../env.ts";
import { signLink, verifyLink } from "../notifications/signed-links.ts";

// The link a guest copies for a co-traveller: it lets that one participant fill in their own
// details and accept the waiver without an account. Signed for one booking and one position (the
// project's HMAC links, purpose "participant"); it expires at the trip's start, and the booking
// must still be living when it is used (the use case checks that, not the token).

export function coTravellerToken(
  secret: string,
  trip: { id: string; startDate: string; time: string },
  position: number,
): string {
  const exp = Math.floor(slotStart(trip.startDate, trip.time).getTime() / 1000);
  return signLink(secret, "participant", { b: trip.id, p: position, exp });
}

/** The page's address for the participant at `position` of the booking. */
export function coTravellerLink(
  env: Pick<Env, "authSecret" | "baseUrl">,
  trip: { id: string; startDate: string; time: string },
  position: number,
): string {
  return `${env.baseUrl}/participant/${coTravellerToken(env.authSecret, trip, position)}`;
}

/** The booking and position a genuine, unexpired token names; null for anything else. */
export function readCoTravellerToken(
  secret: string,
  token: string,
  now: Date,
): { bookingId: string; position: number } | null {
  const payload = verifyLink(secret, "participant", token, now);
  if (!payload || typeof payload.b !== "string" || !Number.isInteger(payload.p)) return null;
  return { bookingId: payload.b, position: payload.p as number };
}
