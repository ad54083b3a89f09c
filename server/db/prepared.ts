import { sql, type Placeholder } from "drizzle-orm";
import type { Executor } from "./client.ts";

/** A value a prepared query takes at `execute`, or the value itself in a query built per call. */
export type Param<T> = T | Placeholder<string, T>;

/** The user a prepared query is run for: `execute({ userId })`. */
export const userIdParam = sql.placeholder("userId") as Placeholder<"userId", string>;

/**
 * A query that signed-in pages run on every request, built once per database and named (decision
 * 016, "Signed-in pages"). Drizzle does not build its SQL again, and PostgreSQL parses and plans
 * it once per connection; PGlite ignores the name and still saves the building. Its values come in
 * as placeholders at `execute`. A transaction builds its own, as any query.
 */
export function prepared<Q>(build: (db: Executor) => Q): (db: Executor) => Q {
  const built = new WeakMap<Executor, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
