import { sql } from "drizzle-orm";
import type { Auth } from "./auth.ts";
import { createAuth } from "./auth.ts";
import type { Db } from "./db/client.ts";
import { createOutageMonitor, type OutageMonitor } from "./db/outage.ts";
import type { Env } from "./env.ts";
import { log } from "./log.ts";
import { CatalogCache } from "./modules/catalog/catalog-cache.ts";
import { createSandboxProvider, type PaymentProvider } from "./modules/payment/provider.ts";
import { RatesService } from "./modules/rates/rates.ts";

/** Everything a request needs, built once per process and shared by the API and the pages. */
export interface AppServices {
  db: Db;
  env: Env;
  auth: Auth;
  catalog: CatalogCache;
  rates: RatesService;
  payments: PaymentProvider;
  /** Notes that the database cannot be reached (503s, one log line per interval). */
  outage: OutageMonitor;
  now: () => Date;
}

export function createServices(
  db: Db,
  env: Env,
  overrides: { now?: () => Date; fetch?: typeof fetch; catalogTtlMs?: number } = {},
): AppServices {
  const now = overrides.now ?? (() => new Date());
  const outage = createOutageMonitor({ probe: () => db.execute(sql`select 1`), log });
  return {
    db,
    env,
    auth: createAuth(db, env, now, outage),
    catalog: new CatalogCache(db, overrides.catalogTtlMs ?? 5_000, () => now().getTime()),
    rates: new RatesService(db, {
      url: env.ratesUrl,
      ttlMs: env.ratesTtlMinutes * 60_000,
      fetch: overrides.fetch,
      now,
    }),
    payments: createSandboxProvider(env.authSecret, db),
    outage,
    now,
  };
}
