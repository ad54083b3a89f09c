import { randomUUID } from "node:crypto";
import type { Database } from "./db/client.ts";

// "Something public pages show has changed": a booking, a hold, a cancellation, the catalogue,
// the rates. What a process keeps for anonymous visitors (pages, availability, the catalogue)
// listens and drops it. Who tells it: each use case that makes such a change, once, after its commit
// (decision 021). On PostgreSQL every instance hears the others' changes through LISTEN/NOTIFY
// (shareChanges); on PGlite there is one process.

/**
 * What changed: the catalogue (a service, a price, a supplier, a rating), or anything else pages
 * show (seats: bookings, holds, the lifecycle; the rates). Every kind empties pages and seats.
 */
export type ChangeKind = "seats" | "catalog";

export interface Changes {
  /** Goes up by one at each change: a copy made at an older generation is stale. */
  readonly generation: number;
  /** This process changed something: its copies drop, and the other instances are told. */
  changed(kind?: ChangeKind): void;
  onChange(listener: (kind: ChangeKind) => void): void;
}

interface SharedChanges extends Changes {
  /** Another instance changed something: this one's copies drop, nobody else is told. */
  received(kind: ChangeKind): void;
}

export function createChanges(publish: (kind: ChangeKind) => void = () => {}): SharedChanges {
  let generation = 0;
  const listeners: ((kind: ChangeKind) => void)[] = [];
  const drop = (kind: ChangeKind) => {
    generation++;
    for (const listener of listeners) listener(kind);
  };
  return {
    get generation() {
      return generation;
    },
    changed(kind = "seats") {
      drop(kind);
      publish(kind);
    },
    received: drop,
    onChange(listener) {
      listeners.push(listener);
    },
  };
}

const CHANNEL = "pa_changes";
const KINDS = new Set<string>(["seats", "catalog"] satisfies ChangeKind[]);

/**
 * The change signal of this instance, shared with every other instance on the same PostgreSQL:
 * each change is a NOTIFY with this instance's id and the kind; the others drop their copies when
 * it arrives (within milliseconds of the commit). The listening connection's return after a loss
 * counts as a change (some may have been missed meanwhile). Notifies are coalesced: one in flight
 * at a time, and one more after it for everything that came meanwhile.
 */
export async function shareChanges(
  database: Database,
): Promise<{ changes: Changes; close(): Promise<void> }> {
  const { listen, notify } = database;
  if (!listen || !notify) return { changes: createChanges(), close: async () => {} };
  const id = randomUUID();
  const waiting = new Set<ChangeKind>();
  let sending: Promise<void> | undefined;
  const send = async () => {
    while (waiting.size) {
      const kinds = [...waiting];
      waiting.clear();
      await Promise.all(kinds.map((kind) => notify(CHANNEL, `${id} ${kind}`))).catch(() => undefined);
    }
    sending = undefined;
  };
  const publish = (kind: ChangeKind) => {
    waiting.add(kind);
    sending ??= send();
  };
  const changes = createChanges(publish);
  const listener = await listen(CHANNEL, {
    message(payload) {
      const [from, kind] = payload.split(" ");
      if (from !== id && kind && KINDS.has(kind)) changes.received(kind as ChangeKind);
    },
    lost() {
      changes.received("catalog");
    },
  });
  return { changes, close: listener.close };
}
