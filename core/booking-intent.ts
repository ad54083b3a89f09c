import { INITIAL_GUESTS, MIN_GUESTS } from "./checkout.ts";
import { BOOK_PARAM } from "./listing.ts";

// "Book now" pressed while signed out: the service page's address keeps what the traveller had
// chosen (?book=1&date=…&slot=…&guests=…) while they sign in or up, so the booking dialog opens
// again where it was, even after Google's sign-in, which leaves the site and comes back to it.

/** What the booking dialog was opened with: the day, the departure's time and the party. */
export interface BookingIntent {
  date: string | undefined;
  slot: string | undefined;
  guests: number;
}

export const INTENT_PARAMS = { date: "date", slot: "slot", guests: "guests" } as const;

/** More than any departure seats; the dialog's own limits apply once it is open. */
const MAX_INTENT_GUESTS = 99;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** The choice an address carries; anything missing or malformed is as if nothing was chosen. */
export function readBookingIntent(params: URLSearchParams): BookingIntent {
  const date = params.get(INTENT_PARAMS.date) ?? "";
  const slot = params.get(INTENT_PARAMS.slot) ?? "";
  const guests = Number(params.get(INTENT_PARAMS.guests) ?? "");
  const dated = DATE.test(date);
  return {
    date: dated ? date : undefined,
    // A time means nothing without its day.
    slot: dated && TIME.test(slot) ? slot : undefined,
    guests:
      Number.isInteger(guests) && guests >= MIN_GUESTS && guests <= MAX_INTENT_GUESTS
        ? guests
        : INITIAL_GUESTS,
  };
}

/** The address's parameters with the booking asked for and the choice so far written in. */
export function withBookingIntent(params: URLSearchParams, choice: BookingIntent): URLSearchParams {
  const next = withoutBookingIntent(params);
  next.set(BOOK_PARAM, "1");
  if (choice.date) next.set(INTENT_PARAMS.date, choice.date);
  if (choice.date && choice.slot) next.set(INTENT_PARAMS.slot, choice.slot);
  if (choice.guests !== INITIAL_GUESTS) next.set(INTENT_PARAMS.guests, String(choice.guests));
  return next;
}

/** The parameters without the remembered choice (the booking parameter itself stays as it was). */
export function withoutBookingIntent(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(INTENT_PARAMS)) next.delete(name);
  return next;
}

/** Whether the address still carries a remembered choice. */
export const hasBookingIntent = (params: URLSearchParams) =>
  Object.values(INTENT_PARAMS).some((name) => params.has(name));
