import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { listen, type ListenHandlers, type Listener } from "./listen.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: module functions accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
  /** PostgreSQL only, read-only: the pool's connections right now (for /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** PostgreSQL only: LISTEN on a channel of a connection of its own (see listen.ts). */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /** PostgreSQL only: NOTIFY a channel. */
  notify?(channel: string, payload: string): Promise<void>;
}

export function migrationsPath(): string {
  // Built code lives in build/server; source in server/db. Both resolve to the committed folder.
  return process.env.MIGRATIONS_DIR ?? path.resolve("server/db/migrations");
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for PGlite; omitted means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Runs after the migrations, under the same start-up lock (seeding). */
  afterMigrate?: (db: Db) => Promise<void>;
  /** An in-memory PGlite starts from this dump (`dumpDataDir`) instead of an empty cluster (tests' template). */
  loadDataDir?: Blob;
}

/** Opens PostgreSQL when a URL is given, else PGlite; applies the migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const afterMigrate = options.afterMigrate ?? (async () => {});
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, afterMigrate);
  return openPglite(options.dataDir, afterMigrate, options.loadDataDir);
}

async function openPostgres(
  url: string,
  max: number,
  afterMigrate: (db: Db) => Promise<void>,
): Promise<Database> {
  // A server that does not answer fails a query after 5 s instead of keeping it waiting for ever.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // The server going away must not crash the process: an idle client's error (the pool's event) and
  // a checked-out client's between two queries of a transaction (the client's own event) are
  // ignored here; the next query meets the same failure, and the outage monitor logs it then.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  // Several instances may start at once: one migrates and seeds while the others wait on the lock.
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query("SELECT pg_advisory_lock(727274)");
      await migratePg(db as never, { migrationsFolder: migrationsPath() });
      await afterMigrate(db);
    } finally {
      await lockClient.query("SELECT pg_advisory_unlock(727274)").catch(() => undefined);
      lockClient.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  let ended: Promise<void> | undefined;
  return {
    db,
    engine: "postgres",
    close: () => (ended ??= pool.end()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    listen: (channel, handlers) => listen(url, channel, handlers),
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
  };
}

async function openPglite(
  dataDir: string | undefined,
  afterMigrate: (db: Db) => Promise<void>,
  loadDataDir?: Blob,
): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    const folder = path.join(dataDir, "pglite");
    mkdirSync(folder, { recursive: true });
    releaseLock = lockFolder(dataDir);
    try {
      client = await PGlite.create(folder);
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder: migrationsPath() });
    await afterMigrate(db);
  } catch (error) {
    await client.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
  let closed = false;
  return {
    db,
    engine: "pglite",
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite corrupts a data folder that two processes open at once: a lock file with the owner's pid
 * keeps a second process out; a lock left by a dead process is taken over.
 */
export function lockFolder(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data folder ${dataDir} is in use by process ${owner}. Stop it, or set DATA_DIR to another folder.`,
          { cause: error },
        );
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export { schema };
