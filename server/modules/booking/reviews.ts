import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { canRate, isNoShow } from "../../../core/booking-status.ts";
import { reviewAuthor } from "../../../core/reviews.ts";
import type { ReviewInput, ReviewsQuery } from "../../../core/schemas.ts";
import type { BookingDetailView, ReviewPage } from "../../../core/views.ts";
import { bookings, services, user } from "../../db/schema.ts";
import { conflict, notFound } from "../../errors.ts";
import type { UseCaseContext, VisitorContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { detailOf } from "./booking-detail.ts";

/**
 * The guest rates their own completed booking, once. The rated booking is the review: the
 * service's rating and review count are read from its rated bookings (catalog/review-figures.ts),
 * so nothing else moves. The catalogue is invalidated after it (its one "catalog" change signal:
 * every instance's copy and the visitors' pages drop), so the new rating shows at once. A user
 * makes at most `limits.review` attempts an hour.
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
    await tx
      .update(bookings)
      .set({ rating: input.rating, review: input.comment || null, ratedAt: now })
      .where(eq(bookings.id, bookingId));
  });
  catalog.invalidate();
  return detailOf(db, userId, bookingId, now);
}

/** What counts as one review of a service: each of its rated bookings. */
const reviewsOf = (serviceId: number) => and(eq(bookings.serviceId, serviceId), isNotNull(bookings.rating));

/**
 * A page of a service's reviews as guests left them, newest first, and how many there are in all:
 * the same rated bookings the service's review count is read from, so `total` always equals it.
 * A page past the last is empty; an unknown service is 404.
 */
export async function serviceReviews(
  ctx: VisitorContext,
  { serviceId, page, pageSize }: { serviceId: number } & ReviewsQuery,
): Promise<ReviewPage> {
  const { db } = ctx.services;
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!service) throw notFound("serviceNotFound");
  const [rows, [all]] = await Promise.all([
    db
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
      .where(reviewsOf(serviceId))
      .orderBy(desc(sql`coalesce(${bookings.ratedAt}, ${bookings.updatedAt})`), desc(bookings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(bookings).where(reviewsOf(serviceId)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      author: reviewAuthor(row.name),
      rating: row.rating!,
      comment: row.comment,
      date: (row.ratedAt ?? row.updatedAt).toISOString(),
    })),
    total: all?.n ?? 0,
  };
}
