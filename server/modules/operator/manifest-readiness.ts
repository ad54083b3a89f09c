import type { ManifestParticipant, Readiness } from "../../../core/manifest.ts";
import { ageOn } from "../../../core/participants.ts";
import type { Executor } from "../../db/client.ts";
import { readinessOf } from "../participants/readiness.ts";

// Whether bookings are ready to go, with each person's details, as the manifest, the check-in and
// the 48-hour reminder read it: `readinessOf` (participants/readiness.ts) in the console's words.

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
  for (const [id, found] of await readinessOf(db, bookingIds)) {
    out.set(id, {
      readiness: { ready: found.ready, missing: found.missing },
      participants: found.participants.map((p) => ({
        position: p.position,
        type: p.type,
        name: p.name,
        age: p.birthDate ? ageOn(p.birthDate, found.startDate) : null,
        needsLicence: p.needsLicence,
        licenceNumber: p.licenceNumber,
        licenceExpiry: p.licenceExpiry,
        waiver: p.waiver ? { version: p.waiver.version, acceptedAt: p.waiver.acceptedAt } : null,
        ready: p.missing.length === 0,
        missing: p.missing,
      })),
      waiverRequired: found.hasWaiver,
    });
  }
  return out;
}

/** One booking's readiness (a booking that does not exist is ready: nothing is asked of it). */
export async function bookingReady(db: Executor, bookingId: string): Promise<Readiness> {
  const found = (await bookingsReadiness(db, [bookingId])).get(bookingId);
  return found?.readiness ?? { ready: true, missing: [] };
}
