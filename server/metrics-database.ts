// Gauges read from the database when Prometheus scrapes: the connection pool, the job queues, and
// bookings and payments by status. Read at scrape time rather than counted in memory, they are
// the same whichever process is scraped, and survive restarts.
import { count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { Gauge, Registry } from "prom-client";
import type { Database } from "./db/client.ts";
import { bookings, mails, outbox, payments } from "./db/schema.ts";

/** A registry of the gauges above for one database (the process's metrics live in metrics.ts). */
export function databaseRegistry(database: Database): Registry {
  const registry = new Registry();
  const registers = [registry];
  const { db } = database;

  new Gauge({
    name: "database_info",
    help: "The database engine (pglite: embedded, in this process, one connection; postgres: a pool)",
    labelNames: ["engine"],
    registers,
  }).set({ engine: database.engine }, 1);

  new Gauge({
    name: "database_pool_max_connections",
    help: "Connections the pool may open (PGlite, embedded: 1)",
    registers,
  }).set(database.poolStats?.().max ?? 1);

  // Read before the gauges below send their queries, which would take connections of the pool.
  if (database.poolStats) {
    const stats = database.poolStats;
    const poolGauge = (name: string, help: string, read: (s: ReturnType<typeof stats>) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(stats()));
        },
      });
    poolGauge("database_pool_total_connections", "Connections open in the PostgreSQL pool", (s) => s.total);
    poolGauge("database_pool_idle_connections", "Open connections not in use", (s) => s.idle);
    poolGauge("database_pool_waiting_clients", "Queries waiting for a connection", (s) => s.waiting);
  }

  new Gauge({
    name: "database_up",
    help: "1 when the database answered this scrape's `select 1`, 0 when it did not",
    registers,
    async collect() {
      this.set(
        await db.execute(sql`select 1`).then(
          () => 1,
          () => 0,
        ),
      );
    },
  });

  statusGauge(registry, db, {
    name: "outbox_events",
    help: "Rows of the notification outbox by status (pending includes events scheduled for later)",
    table: outbox,
    column: outbox.status,
  });
  statusGauge(registry, db, {
    name: "mails",
    help: "Mails by status (queued and sending: still to go out)",
    table: mails,
    column: mails.status,
  });
  statusGauge(registry, db, {
    name: "bookings",
    help: "Bookings by status",
    table: bookings,
    column: bookings.status,
  });
  statusGauge(registry, db, {
    name: "payments",
    help: "Payments by status (a declined card is not stored: it counts as a 402 of its route)",
    table: payments,
    column: payments.status,
  });

  dueGauges(registry, db, {
    name: "outbox",
    what: "Outbox events",
    table: outbox,
    runAt: outbox.runAt,
    due: eq(outbox.status, "pending"),
  });
  dueGauges(registry, db, {
    name: "mail",
    what: "Mails",
    table: mails,
    runAt: mails.runAt,
    due: inArray(mails.status, ["queued", "sending"]),
  });
  return registry;
}

/** Rows per status: every status of the column's enum is a series, 0 when there is none. */
function statusGauge(
  registry: Registry,
  db: Database["db"],
  options: { name: string; help: string; table: PgTable; column: PgColumn & { enumValues: string[] } },
) {
  const { table, column } = options;
  new Gauge({
    name: options.name,
    help: options.help,
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .select({ status: column, count: count() })
        .from(table)
        .groupBy(column)
        .catch(() => undefined);
      // The database is away: no series (database_up says why) rather than zeros that look true.
      if (!rows) return;
      for (const status of column.enumValues) this.set({ status }, 0);
      for (const row of rows) this.set({ status: String(row.status) }, row.count);
    },
  });
}

/** How much work is due now and how long the oldest of it has waited: the queue's real backlog. */
function dueGauges(
  registry: Registry,
  db: Database["db"],
  options: { name: string; what: string; table: PgTable; runAt: PgColumn; due: SQL },
) {
  const { table, runAt } = options;
  const due = sql`${options.due} and ${runAt} <= now()`;
  const gauge = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        const value = await read().catch(() => undefined);
        if (value !== undefined) this.set(value);
      },
    });
  gauge(`${options.name}_due`, `${options.what}: due now, waiting for the job runner`, async () => {
    const [row] = await db.select({ n: count() }).from(table).where(due);
    return row?.n ?? 0;
  });
  gauge(
    `${options.name}_oldest_due_age_seconds`,
    `${options.what}: how long the oldest due one has waited (0: none is due)`,
    async () => {
      const [row] = await db
        .select({ age: sql<string | number | null>`extract(epoch from now() - min(${runAt}))` })
        .from(table)
        .where(due);
      return Math.max(0, Number(row?.age ?? 0));
    },
  );
}
