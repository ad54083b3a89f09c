import { INITIAL_GUESTS, MIN_GUESTS } from "./checkout.ts";
import { BOOK_PARAM } from "./listing.ts";
import { participantCodes, people, type ParticipantCounts } from "./participant-codes.ts";

// "Book now" pressed while signed out: the service page's address keeps what the traveller had
// chosen (?book=1&date=…&slot=…&adult=2&child=1) while they sign in or up, so the booking dialog
// opens again where it was, even after Google's sign-in, which leaves the site and comes back to it.

/** What the booking dialog was opened with: the day, the departure's time and the party by type. */
export interface BookingIntent {
  date: string | undefined;
  slot: string | undefined;
  participants: ParticipantCounts;
}

/** The party the dialog opens with: two adults, as the spec gives. */
export const initialParty = (): ParticipantCounts => ({ adult: INITIAL_GUESTS });

/** One parameter per participant type (`adult=2&child=1`); `guests` is an older address's adults. */
export const INTENT_PARAMS = { date: "date", slot: "slot", guests: "guests" } as const;
const intentNames: readonly string[] = [...Object.values(INTENT_PARAMS), ...participantCodes];

/** More than any departure seats; the dialog's own limits apply once it is open. */
const MAX_INTENT_COUNT = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

const count = (raw: string | null, min: number) => {
  const n = Number(raw ?? "");
  return raw !== null && raw !== "" && Number.isInteger(n) && n >= min && n <= MAX_INTENT_COUNT ? n : null;
};

/** The party an address carries: counts per type, else `guests` as adults, else two adults. */
function readParty(params: URLSearchParams): ParticipantCounts {
  const party: ParticipantCounts = {};
  for (const code of participantCodes) {
    const n = count(params.get(code), 0);
    if (n) party[code] = n;
  }
  if (people(party) > 0) return party;
  const guests = count(params.get(INTENT_PARAMS.guests), MIN_GUESTS);
  return guests ? { adult: guests } : initialParty();
}

const sameParty = (a: ParticipantCounts, b: ParticipantCounts) =>
  participantCodes.every((code) => (a[code] ?? 0) === (b[code] ?? 0));

/** The choice an address carries; anything missing or malformed is as if nothing was chosen. */
export function readBookingIntent(params: URLSearchParams): BookingIntent {
  const date = params.get(INTENT_PARAMS.date) ?? "";
  const slot = params.get(INTENT_PARAMS.slot) ?? "";
  const dated = DATE.test(date);
  return {
    date: dated ? date : undefined,
    // A time means nothing without its day.
    slot: dated && TIME.test(slot) ? slot : undefined,
    participants: readParty(params),
  };
}

/** The address's parameters with the booking asked for and the choice so far written in. */
export function withBookingIntent(params: URLSearchParams, choice: BookingIntent): URLSearchParams {
  const next = withoutBookingIntent(params);
  next.set(BOOK_PARAM, "1");
  if (choice.date) next.set(INTENT_PARAMS.date, choice.date);
  if (choice.date && choice.slot) next.set(INTENT_PARAMS.slot, choice.slot);
  if (!sameParty(choice.participants, initialParty()))
    for (const code of participantCodes) {
      const n = choice.participants[code] ?? 0;
      if (n > 0) next.set(code, String(n));
    }
  return next;
}

/** The parameters without the remembered choice (the booking parameter itself stays as it was). */
export function withoutBookingIntent(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of intentNames) next.delete(name);
  return next;
}

/** Whether the address still carries a remembered choice. */
export const hasBookingIntent = (params: URLSearchParams) => intentNames.some((name) => params.has(name));
