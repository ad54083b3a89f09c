import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { RequestOutcome } from "../../../core/notifications.ts";
import type { Tx } from "../../db/client.ts";
import { notifications, user } from "../../db/schema.ts";

// The operator's entries that ask for an answer ("New booking request", its reminders) once the
// request is answered: marked read where the answer is written, and worded from the booking as it
// is when they are read (decision 035).

/** The entries that ask an operator's team to confirm or decline a request. */
export const requestKinds = ["newRequest", "requestReminder"] as const;

/**
 * Marks every team member's entries about this request read, in the transaction that answers it
 * (confirmed, declined, expired, cancelled). `answeredBy` is the member who answered from the
 * console: their name is kept on the entries so that they can say who it was.
 */
export async function closeRequestNotices(
  tx: Tx,
  bookingId: string,
  now: Date,
  answeredBy?: string | null,
): Promise<void> {
  let name: string | null = null;
  if (answeredBy) {
    const [member] = await tx.select({ name: user.name }).from(user).where(eq(user.id, answeredBy));
    name = member?.name.trim() || null;
  }
  const about = and(eq(notifications.bookingId, bookingId), inArray(notifications.kind, [...requestKinds]));
  // Already-read entries keep their time; each entry learns who answered (a jsonb merge).
  await tx
    .update(notifications)
    .set({ readAt: now })
    .where(and(about, isNull(notifications.readAt)));
  if (name) {
    await tx
      .update(notifications)
      .set({ params: sql`${notifications.params} || ${JSON.stringify({ answeredBy: name })}::jsonb` })
      .where(about);
  }
}

/** The booking's fields the outcome is read from. */
export interface OutcomeFacts {
  status: string;
  cancelledBy: string | null;
  respondedAt: Date | null;
  cancelledAt: Date | null;
  updatedAt: Date;
  supplierDeadline: Date;
}

/**
 * What became of a request, from its booking as it is now; null while it still waits (pending), so
 * the entry still asks. A confirmed request that was called off later says how it ended.
 */
export function requestOutcome(
  booking: OutcomeFacts,
  answeredBy: string | number | undefined,
): RequestOutcome | null {
  const by = typeof answeredBy === "string" && answeredBy !== "" ? answeredBy : null;
  const iso = (date: Date | null) => (date ?? booking.updatedAt).toISOString();
  switch (booking.status) {
    case "confirmed":
    case "completed":
      return { status: "confirmed", at: iso(booking.respondedAt), by };
    case "rejected":
      return booking.cancelledBy === "deadline"
        ? { status: "expired", at: booking.supplierDeadline.toISOString(), by: null }
        : { status: "declined", at: iso(booking.respondedAt), by };
    case "cancelled": {
      const status =
        booking.cancelledBy === "admin"
          ? "cancelledByAdmin"
          : booking.cancelledBy === "operator"
            ? "cancelledByOperator"
            : "cancelledByGuest";
      return { status, at: iso(booking.cancelledAt), by: null };
    }
    default:
      return null;
  }
}
