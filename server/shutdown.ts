import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import { log } from "./log.ts";

/** A server's stop on SIGTERM or SIGINT, and whether it has begun (answers then close their connection). */
export interface GracefulStop {
  readonly stopping: boolean;
  /** Begins the stop (once); the signals call it. */
  stop(signal: string): void;
}

/** How long a stop waits at most for the event loop to turn freely before it stops listening. */
const SETTLE_LIMIT_MS = 5_000;

/**
 * Resolves once a short timer fires on time, or after `limitMs`. Closing the listener resets every
 * connection the kernel has completed but Node has not yet accepted, and Node accepts only when the
 * event loop turns: while PGlite runs a query (in this thread) requests that were sent before the
 * signal wait there (the probe: 7 of 16 bookings reset on PGlite, none on PostgreSQL, where the
 * loop is free). A timer on time means the loop was free, so what arrived was accepted as it came.
 */
async function loopTurnsFreely(limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (performance.now() - started < 25) return;
  }
}

/**
 * SIGTERM or SIGINT: accept what the kernel already queued, stop accepting connections, let the
 * requests in flight finish (for up to `graceSeconds`; every answer meanwhile says
 * `Connection: close`), then `close` what the process holds (job runner, mail, the database last)
 * and exit.
 */
export function stopGracefully(
  server: Server,
  options: { graceSeconds: number; close: () => Promise<void>; exit?: (code: number) => void },
): GracefulStop {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("stopping: finishing the requests in flight", { signal, graceSeconds: options.graceSeconds });
    let idle: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      log.warn("grace period over: closing the connections still open");
      server.closeAllConnections();
    }, options.graceSeconds * 1000);
    const drained = loopTurnsFreely(Math.min(SETTLE_LIMIT_MS, options.graceSeconds * 1000)).then(
      () =>
        new Promise<void>((resolve) => {
          // Stop listening, but not http.Server#close, which also drops every connection without a
          // request in progress: one accepted a moment ago whose request is still on its way would be reset.
          NetServer.prototype.close.call(server, () => resolve());
          // Connections that stay idle (keep-alive) are closed once those have had a moment to arrive.
          idle = setInterval(() => server.closeIdleConnections(), 1_000);
        }),
    );
    drained
      .then(() => {
        clearInterval(idle);
        clearTimeout(grace);
      })
      .then(options.close)
      .then(() => log.info("stopped"))
      .catch((error: unknown) => log.error("error while stopping", { error }))
      .finally(() => exit(0));
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
  return {
    get stopping() {
      return stopping;
    },
    stop,
  };
}
