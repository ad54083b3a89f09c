// Once per API run: the migrated and seeded database every test file starts from, so a file copies
// it (PGlite: loads a dump; PostgreSQL: CREATE DATABASE … TEMPLATE) instead of migrating and seeding anew.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";
import { seedCatalog } from "../../server/db/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: the file holding the template's dump. PostgreSQL: the template database's name. */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_ENGINE === "postgres") {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_ENGINE=postgres needs DATABASE_URL");
    const name = `pa_template_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), afterMigrate: seedCatalog });
    await database.close();
    project.provide("databaseTemplate", name);
    return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({ afterMigrate: seedCatalog });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), "pa-template-"));
  const file = path.join(folder, "pglite.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("databaseTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
