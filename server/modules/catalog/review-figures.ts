import { and, avg, count, inArray, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";

/** What a service shows of its reviews: their average rating (0 with none) and their count. */
export interface ReviewFigures {
  rating: number;
  reviews: number;
}

export const NO_REVIEWS: ReviewFigures = { rating: 0, reviews: 0 };

/**
 * The rating and review count of each service, read from the reviews themselves: every rated
 * booking is one review (its rating, and its comment when the guest wrote one). Nothing stores a
 * count beside them, so a figure shown can never drift from what `GET /api/services/:id/reviews`
 * pages through (decision 030).
 */
export async function reviewFigures(
  db: Executor,
  serviceIds: readonly number[],
): Promise<Map<number, ReviewFigures>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select({
      serviceId: bookings.serviceId,
      reviews: count(),
      rating: avg(bookings.rating).mapWith(Number),
    })
    .from(bookings)
    .where(and(inArray(bookings.serviceId, [...serviceIds]), isNotNull(bookings.rating)))
    .groupBy(bookings.serviceId);
  return new Map(rows.map((row) => [row.serviceId, { rating: row.rating, reviews: row.reviews }]));
}
