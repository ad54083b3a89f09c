import { and, eq, gt, gte, isNotNull } from "drizzle-orm";
import { ANSWER_WINDOW_DAYS, typicalAnswerMinutes } from "../../../core/answer-time.ts";
import type { Executor } from "../../db/client.ts";
import { bookings, services } from "../../db/schema.ts";

/**
 * Each operator's typical answer time (core/answer-time.ts), shown on the service page. A request
 * counts as answered when the operator confirmed, rejected or called it off (`respondedAt`); an
 * instant booking's `respondedAt` is its booking time, so only times after it count, and a request
 * the deadline rejected has none. The figure moves slowly, so each process keeps every operator's
 * for ten minutes (one query for all of them) rather than asking on each page view; the catalogue's
 * change signal does not concern it (docs/decisions/033).
 */
export class AnswerTimes {
  private value: Promise<Map<number, number | null>> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly db: Executor,
    private readonly ttlMs = 10 * 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  private load() {
    const now = this.clock();
    if (!this.value || now - this.loadedAt >= this.ttlMs) {
      this.loadedAt = now;
      const loading = answersBySupplier(this.db, new Date(now));
      this.value = loading;
      loading.catch(() => {
        if (this.value === loading) this.value = undefined;
      });
    }
    return this.value;
  }

  /** The supplier's median answer in minutes, or null with fewer than three answers in 90 days. */
  async typicalMinutes(supplierId: number): Promise<number | null> {
    return (await this.load()).get(supplierId) ?? null;
  }
}

async function answersBySupplier(db: Executor, now: Date): Promise<Map<number, number | null>> {
  const since = new Date(now.getTime() - ANSWER_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({
      supplierId: services.supplierId,
      bookedAt: bookings.createdAt,
      respondedAt: bookings.respondedAt,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        isNotNull(bookings.respondedAt),
        gt(bookings.respondedAt, bookings.createdAt),
        gte(bookings.respondedAt, since),
      ),
    );
  const answers = new Map<number, number[]>();
  for (const row of rows) {
    const list = answers.get(row.supplierId) ?? [];
    list.push(row.respondedAt!.getTime() - row.bookedAt.getTime());
    answers.set(row.supplierId, list);
  }
  return new Map([...answers].map(([supplierId, times]) => [supplierId, typicalAnswerMinutes(times)]));
}
