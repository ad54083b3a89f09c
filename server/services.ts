import { sql } from "drizzle-orm";
import type { Auth } from "./auth.ts";
import { createAuth } from "./auth.ts";
import type { Db } from "./db/client.ts";
import { createOutageMonitor, type OutageMonitor } from "./db/outage.ts";
import type { Env } from "./env.ts";
import { log } from "./log.ts";
import { AnswerTimes } from "./modules/catalog/answer-times.ts";
import { CatalogCache } from "./modules/catalog/catalog-cache.ts";
import { AvailabilityCache } from "./modules/availability/availability-cache.ts";
import { createSandboxProvider, type PaymentProvider } from "./modules/payment/provider.ts";
import { RatesService } from "./modules/rates/rates.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { createChanges, type Changes } from "./changes.ts";

/** Everything a request needs, built once per process and shared by the API and the pages. */
export interface AppServices {
  db: Db;
  env: Env;
  auth: Auth;
  catalog: CatalogCache;
  /** Each operator's typical answer to a request, kept ten minutes. */
  answerTimes: AnswerTimes;
  /** Each service's seats for visitors, computed once per change. */
  availability: AvailabilityCache;
  rates: RatesService;
  payments: PaymentProvider;
  /** Told when something public pages show changes; the copies kept for visitors drop. */
  changes: Changes;
  /** Anonymous visitors' pages, kept a few seconds; emptied when what they show changes. */
  pageCache: PageCache;
  /** Notes that the database cannot be reached (503s, one log line per interval). */
  outage: OutageMonitor;
  now: () => Date;
}

export function createServices(
  db: Db,
  env: Env,
  overrides: {
    now?: () => Date;
    fetch?: typeof fetch;
    catalogTtlMs?: number;
    answerTimesTtlMs?: number;
    availabilityTtlMs?: number;
    /** The change signal shared with other instances (shareChanges); else this process's own. */
    changes?: Changes;
  } = {},
): AppServices {
  const now = overrides.now ?? (() => new Date());
  const outage = createOutageMonitor({ probe: () => db.execute(sql`select 1`), log });
  const changes = overrides.changes ?? createChanges();
  const pageCache = createPageCache({ freshSeconds: env.pageCacheSeconds }, changes);
  return {
    db,
    env,
    auth: createAuth(db, env, now, outage),
    catalog: new CatalogCache(db, changes, overrides.catalogTtlMs ?? 5_000, () => now().getTime()),
    answerTimes: new AnswerTimes(db, overrides.answerTimesTtlMs, () => now().getTime()),
    rates: new RatesService(db, {
      url: env.ratesUrl,
      ttlMs: env.ratesTtlMinutes * 60_000,
      fetch: overrides.fetch,
      now,
      onRefresh: () => changes.changed(),
    }),
    changes,
    availability: new AvailabilityCache(
      db,
      changes,
      overrides.availabilityTtlMs ?? env.pageCacheSeconds * 1000,
    ),
    pageCache,
    payments: createSandboxProvider(env.authSecret, db),
    outage,
    now,
  };
}
