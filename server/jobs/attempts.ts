import type { Db } from "../db/client.ts";
import type { OutageMonitor } from "../db/outage.ts";
import type { Env } from "../env.ts";
import type { RatesService } from "../modules/rates/rates.ts";
import type { Changes } from "../changes.ts";
import type { PaymentProvider } from "../modules/payment/provider.ts";

// What the background jobs share: their services and how often a failure is tried again.

/** After this many failed attempts an event or a mail is marked failed and left for a person to see. */
export const MAX_ATTEMPTS = 5;
/** A worker's claim on a mail; a worker that died while sending loses it after this long. */
export const MAIL_LEASE_MS = 2 * 60_000;

/** 30 s, 1 min, 2 min, 4 min... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface RunnerServices {
  db: Db;
  env: Pick<Env, "baseUrl" | "authSecret" | "mailFrom">;
  rates: Pick<RatesService, "get">;
  /** The payment provider: refunds decided by cancellations are handed to it each round. */
  payments?: PaymentProvider;
  /** An unreachable database is the outage monitor's to log (once), not each round's. */
  outage?: Pick<OutageMonitor, "report">;
  /** Told when the lifecycle moved bookings (what visitors are shown is read again). */
  changes?: Pick<Changes, "changed">;
  now: () => Date;
}

export const failureText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);
