import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { canRate, isNoShow } from "../../../core/booking-status.ts";
import { reviewAuthor, runningAverage } from "../../../core/reviews.ts";
import type { ReviewInput } from "../../../core/schemas.ts";
import type { BookingDetailView, ReviewView } from "../../../core/views.ts";
import { bookings, services, user } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import type { UseCaseContext, VisitorContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { detailOf } from "./booking-detail.ts";

/**
 * The guest rates their own completed booking, once. The service's rating and review count move
 * in the same transaction, under a lock on the service row so two reviews at once both count. The
 * catalogue is invalidated after it (its one "catalog" change signal: every instance's copy and
 * the visitors' pages drop), so the new rating shows at once. A user makes at most
 * `limits.review` attempts an hour.
 */
export async function rateBooking(
  ctx: UseCaseContext,
  { bookingId, review: input }: { bookingId: string; review: ReviewInput },
): Promise<BookingDetailView> {
  const { db, catalog } = ctx.services;
  const userId = ctx.actor.id;
  const now = ctx.now;
  await enforceLimit(db, limits.review, userId, now.getTime());
  await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        status: bookings.status,
        rating: bookings.rating,
        checkIn: bookings.checkIn,
        serviceId: bookings.serviceId,
      })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
      .for("update");
    if (!booking) throw notFound("bookingNotFound");
    const noShow = isNoShow(booking);
    if (!canRate({ ...booking, noShow })) {
      // A no-show's trip did not happen for the guest: there is nothing of theirs to rate.
      if (noShow) throw conflict("rateNoShow");
      throw conflict(booking.status === "completed" ? "alreadyRated" : "rateCompletedOnly");
    }
    const [service] = await tx
      .select({ rating: services.rating, reviews: services.reviews })
      .from(services)
      .where(eq(services.id, booking.serviceId))
      .for("update");
    await tx
      .update(bookings)
      .set({ rating: input.rating, review: input.comment || null, ratedAt: now })
      .where(eq(bookings.id, bookingId));
    await tx
      .update(services)
      .set({
        rating: runningAverage(service!.rating, service!.reviews, input.rating),
        reviews: service!.reviews + 1,
      })
      .where(eq(services.id, booking.serviceId));
  });
  catalog.invalidate();
  return detailOf(db, userId, bookingId, now);
}

export const REVIEWS_SHOWN = 50;

/** A service's reviews as guests left them, newest first (the booking dialog's reviews tab). */
export async function serviceReviews(
  ctx: VisitorContext,
  { serviceId }: { serviceId: number },
): Promise<ReviewView[]> {
  const { db } = ctx.services;
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!service) throw notFound("serviceNotFound");
  const rows = await db
    .select({
      id: bookings.id,
      name: user.name,
      rating: bookings.rating,
      comment: bookings.review,
      ratedAt: bookings.ratedAt,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .leftJoin(user, eq(user.id, bookings.userId))
    .where(and(eq(bookings.serviceId, serviceId), isNotNull(bookings.rating)))
    .orderBy(desc(sql`coalesce(${bookings.ratedAt}, ${bookings.updatedAt})`), desc(bookings.id))
    .limit(REVIEWS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    author: reviewAuthor(row.name),
    rating: row.rating!,
    comment: row.comment,
    date: (row.ratedAt ?? row.updatedAt).toISOString(),
  }));
}
