import { asc, eq, inArray, sql } from "drizzle-orm";
import type { ManifestParticipant, Readiness } from "../../../core/manifest.ts";
import { ageOn, needsLicence, readiness } from "../../../core/participants.ts";
import type { Executor } from "../../db/client.ts";
import { bookingParticipants, bookings, services } from "../../db/schema.ts";

// Whether bookings are ready to go (decision 042's `readiness`), with each person's details, for
// the manifest, the check-in and the 48-hour reminder. One query for the bookings and their
// services' rules, one for their people, whatever the number of bookings.
// TODO(issue 27): fold into `readinessOf` (server/modules/participants/readiness.ts) when merging.

export interface BookingReadiness {
  readiness: Readiness;
  participants: ManifestParticipant[];
  /** The service has a waiver to accept. */
  waiverRequired: boolean;
}

/** The readiness of each booking named (missing ids are left out of the map). */
export async function bookingsReadiness(
  db: Executor,
  bookingIds: readonly string[],
): Promise<Map<string, BookingReadiness>> {
  const out = new Map<string, BookingReadiness>();
  if (bookingIds.length === 0) return out;
  const ids = [...new Set(bookingIds)];
  const [rows, people] = await Promise.all([
    db
      .select({
        id: bookings.id,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        balanceCents: bookings.balanceCents,
        balancePaidAt: bookings.balancePaidAt,
        licenceFromAge: services.licenceFromAge,
        hasWaiver: sql<boolean>`exists (select 1 from service_waivers w where w.service_id = ${services.id})`,
      })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(inArray(bookings.id, ids)),
    db
      .select()
      .from(bookingParticipants)
      .where(inArray(bookingParticipants.bookingId, ids))
      .orderBy(asc(bookingParticipants.bookingId), asc(bookingParticipants.position)),
  ]);
  for (const row of rows) {
    const rules = {
      licenceFromAge: row.licenceFromAge,
      hasWaiver: Boolean(row.hasWaiver),
      startDate: row.startDate,
      endDate: row.endDate,
    };
    const own = people.filter((p) => p.bookingId === row.id);
    const participants = own.map((p): ManifestParticipant => {
      // A person's own gaps: the balance is the booking's.
      const mine = readiness({ ...rules, participants: [p], balanceDue: false });
      return {
        position: p.position,
        type: p.type,
        name: p.name,
        age: p.birthDate ? ageOn(p.birthDate, row.startDate) : null,
        needsLicence: needsLicence(row.licenceFromAge, p.birthDate, row.startDate),
        licenceNumber: p.licenceNumber,
        licenceExpiry: p.licenceExpiry,
        waiver: p.waiverAcceptedAt
          ? { version: p.waiverVersion, acceptedAt: p.waiverAcceptedAt.toISOString() }
          : null,
        ready: mine.ready,
        missing: mine.missing,
      };
    });
    const balanceDue = row.balanceCents > 0 && row.balancePaidAt === null;
    out.set(row.id, {
      readiness: readiness({ ...rules, participants: own, balanceDue }),
      participants,
      waiverRequired: rules.hasWaiver,
    });
  }
  return out;
}

/** One booking's readiness (a booking that does not exist is ready: nothing is asked of it). */
export async function bookingReady(db: Executor, bookingId: string): Promise<Readiness> {
  const found = (await bookingsReadiness(db, [bookingId])).get(bookingId);
  return found?.readiness ?? { ready: true, missing: [] };
}
