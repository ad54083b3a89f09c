import type { MiddlewareHandler } from "hono";

// "Something public pages show has changed": a booking, a hold, a cancellation, the catalogue,
// the rates. What a process keeps for anonymous visitors (pages, availability) listens and drops it.
// Other processes' changes reach this one when its copies expire (PAGE_CACHE_SECONDS).

export interface Changes {
  /** Goes up by one at each change: a copy made at an older generation is stale. */
  readonly generation: number;
  changed(): void;
  onChange(listener: () => void): void;
}

export function createChanges(): Changes {
  let generation = 0;
  const listeners: (() => void)[] = [];
  return {
    get generation() {
      return generation;
    },
    changed() {
      generation++;
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}

/**
 * Writes that change nothing a public page shows. Every other successful write (a booking, a hold,
 * a cancellation, anything in the console or admin) is a change.
 */
const WRITES_PAGES_DO_NOT_SHOW =
  /^\/api\/(auth|cart|favorites|notifications|contact|profile|points|referrals|payments\/sandbox\/tokens)(?=[/?]|$)|^\/(contact|dashboard\/(favorites|notifications|settings|points|referrals))(?=[/.?]|$)/;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Tells `changes` of each successful write that may change what public pages show. */
export function signalChanges(changes: Changes): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!SAFE_METHODS.has(c.req.method) && c.res.status < 400 && !WRITES_PAGES_DO_NOT_SHOW.test(c.req.path))
      changes.changed();
  };
}
