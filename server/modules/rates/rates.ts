import { z } from "zod";
import { currencies, defaultRates, type Rates } from "../../../core/money.ts";
import type { Executor } from "../../db/client.ts";
import { exchangeRates } from "../../db/schema.ts";

export interface RatesAnswer {
  base: "USD";
  rates: Rates;
  /** live: fresh from the service; cached: the service failed, last good rates; default: never fetched. */
  source: "live" | "cached" | "default";
  fetchedAt: string | null;
}

const replySchema = z.object({
  result: z.literal("success"),
  rates: z.object({ USD: z.number().positive(), EUR: z.number().positive(), RUB: z.number().positive() }),
});

export interface RatesOptions {
  url: string;
  ttlMs: number;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Told when new rates were fetched (pages that show prices are rendered again). */
  onRefresh?: () => void;
}

/**
 * Exchange rates from a public USD-based service, cached in the database for every instance.
 * When the service fails: the cached rates, else the defaults, and the client says so.
 */
export class RatesService {
  private lastFailure = 0;
  private inflight: Promise<RatesAnswer> | undefined;
  private recent: { answer: RatesAnswer; at: number } | undefined;

  constructor(
    private readonly db: Executor,
    private readonly options: RatesOptions,
  ) {}

  /** Every page asks for the rates: the answer is kept for a minute rather than read each time. */
  async get(): Promise<RatesAnswer> {
    const now = (this.options.now ?? (() => new Date()))();
    if (this.recent && now.getTime() - this.recent.at < 60_000) return this.recent.answer;
    const answer = await this.answer(now);
    this.recent = { answer, at: now.getTime() };
    return answer;
  }

  private async answer(now: Date): Promise<RatesAnswer> {
    const cached = await this.cached();
    if (cached && now.getTime() - cached.fetchedAt.getTime() < this.options.ttlMs) {
      return { base: "USD", rates: cached.rates, source: "live", fetchedAt: cached.fetchedAt.toISOString() };
    }
    // After a failure wait a minute before asking the service again; answer from the cache meanwhile.
    if (now.getTime() - this.lastFailure < 60_000) return this.fallback(cached);
    this.inflight ??= this.refresh(now, cached).finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  private async refresh(
    now: Date,
    cached: Awaited<ReturnType<RatesService["cached"]>>,
  ): Promise<RatesAnswer> {
    try {
      const response = await (this.options.fetch ?? fetch)(this.options.url, {
        signal: AbortSignal.timeout(3000),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const reply = replySchema.parse(await response.json());
      const rates: Rates = { USD: reply.rates.USD, EUR: reply.rates.EUR, RUB: reply.rates.RUB };
      for (const currency of currencies) {
        await this.db
          .insert(exchangeRates)
          .values({ currency, rate: rates[currency], fetchedAt: now })
          .onConflictDoUpdate({
            target: exchangeRates.currency,
            set: { rate: rates[currency], fetchedAt: now },
          });
      }
      this.options.onRefresh?.();
      return { base: "USD", rates, source: "live", fetchedAt: now.toISOString() };
    } catch {
      this.lastFailure = now.getTime();
      return this.fallback(cached);
    }
  }

  private fallback(cached: Awaited<ReturnType<RatesService["cached"]>>): RatesAnswer {
    return cached
      ? { base: "USD", rates: cached.rates, source: "cached", fetchedAt: cached.fetchedAt.toISOString() }
      : { base: "USD", rates: { ...defaultRates }, source: "default", fetchedAt: null };
  }

  private async cached(): Promise<{ rates: Rates; fetchedAt: Date } | undefined> {
    const rows = await this.db.select().from(exchangeRates);
    const rates: Partial<Rates> = {};
    let fetchedAt: Date | undefined;
    for (const row of rows) {
      if ((currencies as readonly string[]).includes(row.currency))
        rates[row.currency as keyof Rates] = row.rate;
      if (!fetchedAt || row.fetchedAt < fetchedAt) fetchedAt = row.fetchedAt;
    }
    if (!fetchedAt || currencies.some((c) => rates[c] === undefined)) return undefined;
    return { rates: rates as Rates, fetchedAt };
  }
}
