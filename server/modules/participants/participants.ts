import { randomUUID } from "node:crypto";
import { participantCodes, type ParticipantCounts } from "../../../core/participants.ts";
import type { Executor } from "../../db/client.ts";
import { bookingParticipants } from "../../db/schema.ts";

/**
 * A new booking's people, one row each in the order of the types (adults first), with only their
 * type: the guest and the co-travellers fill in the details after booking (decision 042).
 */
export async function addParticipants(tx: Executor, bookingId: string, counts: ParticipantCounts) {
  const types = participantCodes.flatMap((code) => Array.from({ length: counts[code] ?? 0 }, () => code));
  if (types.length === 0) return;
  await tx
    .insert(bookingParticipants)
    .values(types.map((type, position) => ({ id: randomUUID(), bookingId, position, type })));
}
