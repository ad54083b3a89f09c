import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

export interface ListenHandlers {
  /** A notification's payload. */
  message(payload: string): void;
  /** The connection was lost and is back: notifications sent meanwhile were missed. */
  lost(): void;
}

export interface Listener {
  close(): Promise<void>;
}

const RETRY_MS = 1_000;

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would lose it on release), and
 * connects again a second after losing it, as often as needed, until closed. Resolves once the
 * first attempt has listened or failed: a database away at start is retried like a lost one.
 */
export async function listen(url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let closed = false;
  let client: pg.Client | undefined;

  const connect = async (): Promise<boolean> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on("error", () => undefined);
    try {
      await next.connect();
      next.on("notification", (notification) => handlers.message(notification.payload ?? ""));
      await next.query(`LISTEN ${channel}`);
    } catch {
      await next.end().catch(() => undefined);
      return false;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return true;
    }
    client = next;
    next.once("end", () => {
      client = undefined;
      if (!closed) void reconnect();
    });
    return true;
  };

  const reconnect = async () => {
    do await sleep(RETRY_MS);
    while (!closed && !(await connect()));
    if (!closed) handlers.lost();
  };

  if (!(await connect())) void reconnect();
  return {
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
