import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { bookings, services, suppliers } from "../../db/schema.ts";
import { rejectSchema } from "../../../core/operator.ts";
import { notFound, parseInput } from "../../errors.ts";
import type { VisitorContext } from "../context.ts";
import { answerRequest, type Answer } from "../operator/bookings.ts";
import { verifyLink } from "./signed-links.ts";
import { withBookingParts } from "../booking/booking-rows.ts";
import { guestNameForOperator } from "../booking/guest-privacy.ts";

/** A request as the page behind a mail's Confirm or Reject link shows it. */
export interface LinkedRequest {
  decision: "confirm" | "reject";
  bookingId: string;
  reference: string;
  serviceId: number;
  serviceTitle: string;
  supplierName: string;
  /** Null when the guest keeps their name from operators. */
  guestName: string | null;
  startDate: string;
  time: string;
  guests: number;
  deadline: string;
  /** Still waiting for the answer; otherwise its status now (answered from the console, say). */
  status: string;
}

/**
 * What the page behind a request mail's link shows: the request it names (the supplier's id left
 * out). Tampered, expired or unknown: 404 `linkInvalid`.
 */
export async function linkedRequest(
  ctx: VisitorContext,
  { token }: { token: string },
): Promise<LinkedRequest> {
  const { supplierId: _supplier, ...shown } = await readLink(
    ctx.services.db,
    ctx.services.env.authSecret,
    token,
    ctx.now,
  );
  return shown;
}

/**
 * Reads a signed request link: the token names the booking and the decision, and stops working at
 * the request's deadline. Tampered, expired or unknown: 404 `linkInvalid`.
 */
async function readLink(
  db: Executor,
  secret: string,
  token: string,
  now: Date,
): Promise<LinkedRequest & { supplierId: number }> {
  const payload = verifyLink(secret, "request", token, now);
  const decision = payload?.d;
  if (!payload || typeof payload.b !== "string" || (decision !== "confirm" && decision !== "reject")) {
    throw notFound("linkInvalid");
  }
  const [row] = await withBookingParts(
    db
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        serviceId: services.id,
        serviceTitle: services.title,
        supplierId: suppliers.id,
        supplierName: suppliers.name,
        guestName: guestNameForOperator,
        startDate: bookings.startDate,
        time: bookings.time,
        guests: bookings.guests,
        deadline: bookings.supplierDeadline,
        status: bookings.status,
      })
      .from(bookings)
      .$dynamic(),
  ).where(eq(bookings.id, payload.b));
  if (!row) throw notFound("linkInvalid");
  return { ...row, decision, deadline: row.deadline.toISOString() };
}

/**
 * Answers the request the way the console does (same locks, same refund on a rejection). It acts
 * once: a second use finds the request answered and gets 409 `bookingStatusChanged`. A rejection
 * gives the seats back: the visitors' availability is told. `input` is the form (a rejection's reason).
 */
export async function answerFromLink(
  ctx: VisitorContext,
  { token, input }: { token: string; input: unknown },
) {
  const { db, env, changes } = ctx.services;
  const now = ctx.now;
  const request = await readLink(db, env.authSecret, token, now);
  // A rejection says why, as in the console (the guest reads it).
  const answer: Answer =
    request.decision === "confirm"
      ? { decision: "confirm" }
      : { decision: "reject", reason: parseInput(rejectSchema, input).reason };
  const booking = await answerRequest(db, { supplierId: request.supplierId }, request.bookingId, answer, now);
  if (answer.decision === "reject") changes.changed("seats");
  return { decision: request.decision, reference: request.reference, status: booking.status };
}
