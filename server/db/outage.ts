// A database that cannot be reached is an outage, not a fault of the request: pages and the API answer
// 503 with Retry-After, and the log says so once (then once per interval while it lasts, then when it
// is back), not once per request.
import type { Logger } from "../log.ts";

/** Seconds a client is asked to wait before it tries again. */
export const outageRetryAfterSeconds = 5;

// node-postgres and the network: the server is gone, shutting down, refusing or unreachable.
const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down, recovering)
  "53300", // too_many_connections
]);
const unreachableMessages = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection ended unexpectedly",
];

/** Whether an error (or what caused it: Drizzle wraps the driver's) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableReason(error) !== undefined;
}

/** The driver's code or message that makes an error an outage (never a query or its parameters). */
function unavailableReason(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== "object" || depth > 5) return undefined;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (unreachableCodes.has(code) || code.startsWith("08"))) return code;
  const text =
    typeof message === "string" ? unreachableMessages.find((known) => message.includes(known)) : undefined;
  if (text) return text;
  // A connection to localhost tries ::1 and 127.0.0.1: an AggregateError of two refusals.
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const reason = unavailableReason(inner, depth + 1);
      if (reason) return reason;
    }
  }
  return unavailableReason(cause, depth + 1);
}

export interface OutageMonitor {
  /**
   * Takes an error a request or job met: true (and noted) when it is an outage, false otherwise.
   * The first one is logged at once; while it lasts, a line per interval counts what was refused.
   */
  report(error: unknown): boolean;
  /** Whether the database was unreachable and has not answered since. */
  readonly down: boolean;
  stop(): void;
}

export function createOutageMonitor(options: {
  /** A cheap query (select 1): while down, it is retried until it answers. */
  probe: () => Promise<unknown>;
  log: Logger;
  intervalMs?: number;
  probeMs?: number;
}): OutageMonitor {
  const intervalMs = options.intervalMs ?? 30_000;
  const probeMs = options.probeMs ?? 1_000;
  let since: number | undefined;
  let refused = 0;
  let lastLine = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const probe = () => {
    timer = undefined;
    if (stopped || since === undefined) return;
    options.probe().then(
      () => {
        const seconds = Math.round((Date.now() - (since ?? Date.now())) / 100) / 10;
        options.log.warn("database available again", { downSeconds: seconds, refused });
        since = undefined;
        refused = 0;
      },
      () => {
        if (Date.now() - lastLine >= intervalMs) {
          lastLine = Date.now();
          options.log.warn("database still unavailable", {
            downSeconds: Math.round((Date.now() - (since ?? Date.now())) / 1000),
            refused,
          });
        }
        schedule();
      },
    );
  };
  const schedule = () => {
    if (!stopped && !timer) {
      timer = setTimeout(probe, probeMs);
      timer.unref();
    }
  };

  return {
    report(error) {
      const reason = unavailableReason(error);
      if (!reason) return false;
      refused += 1;
      if (since === undefined) {
        since = Date.now();
        lastLine = since;
        options.log.error("database unavailable: answering 503 until it is back", { reason });
      }
      schedule();
      return true;
    },
    get down() {
      return since !== undefined;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
