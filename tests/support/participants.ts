import { eq } from "drizzle-orm";
import { addDays, operatorToday } from "../../core/dates.ts";
import type { BookingParticipantsView } from "../../core/participant-details.ts";
import type { ParticipantCounts } from "../../core/participants.ts";
import type { CreatedOrder } from "../../core/views.ts";
import { bookingParticipants } from "../../server/db/schema.ts";
import { expectData } from "./answers.ts";
import { bookingBody } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

// A booking's participants in the API tests (decision 042): a booking by participant type, birth
// dates for an age on the trip's day, the stored rows, and the co-travellers' links.

/** A booking by `traveller` of `serviceId` for `participants`, `daysAhead` days from today, paid by card. */
export async function bookParty(
  app: TestApp,
  traveller: { token: string },
  booking: { serviceId: number; participants: ParticipantCounts; daysAhead: number; ip: string },
) {
  const item = {
    serviceId: booking.serviceId,
    dates: { startDate: addDays(operatorToday(app.clock.now), booking.daysAhead) },
    selectedTime: "08:00",
    participants: booking.participants,
  };
  const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
    token: traveller.token,
    ip: booking.ip,
    body: bookingBody([item as never]),
  });
  return expectData(res, 201).bookings[0]!;
}

/** A birth date that makes someone `years` old on `day` (a few days past their birthday). */
export function bornAged(day: string, years: number, daysPast = 10): string {
  const before = addDays(day, -daysPast);
  const [y, m, d] = before.split("-");
  return `${Number(y) - years}-${m}-${m === "02" && d === "29" ? "28" : d}`;
}

/** The river float family: two adults (with licences, over 16), a child of 7, an infant of 1. */
export function family(start: string, end: string, acceptWaiver = true) {
  const licence = { licenceNumber: "KAM-2031-77", licenceExpiry: addDays(end, 365) };
  return [
    { name: "Anna Petrova", birthDate: bornAged(start, 38), ...licence, acceptWaiver },
    { name: "Ivan Petrov", birthDate: bornAged(start, 40), ...licence, acceptWaiver },
    { name: "Masha Petrova", birthDate: bornAged(start, 7), acceptWaiver },
    { name: "Lev Petrov", birthDate: bornAged(start, 1), acceptWaiver },
  ];
}

/** The booking's participant rows as stored, in their order. */
export const participantRows = (app: TestApp, bookingId: string) =>
  app.services.db
    .select()
    .from(bookingParticipants)
    .where(eq(bookingParticipants.bookingId, bookingId))
    .orderBy(bookingParticipants.position);

/** The booking's participants as its traveller reads them. */
export const participantsOf = async (app: TestApp, traveller: { token: string }, bookingId: string) =>
  expectData(
    await app.request<BookingParticipantsView>("GET", `/api/booking/${bookingId}/participants`, {
      token: traveller.token,
    }),
  );

/** The token of a co-traveller's link (`…/participant/<token>`). */
export const linkToken = (link: string | null) => link!.split("/participant/")[1]!;
