import { spawn } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync, renameSync, statSync } from "node:fs";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { lockFolder } from "./client.ts";

/**
 * Backups of either engine (issue 14, item 10), for `npm run db:backup` and `npm run db:restore`.
 *
 * - PostgreSQL: `pg_dump --format=custom` of the whole database (our tables and drizzle's migrations
 *   table), restored with `pg_restore --clean --if-exists` in one transaction. It runs while the
 *   server runs (pg_dump reads one consistent snapshot).
 * - PGlite: the data folder as PGlite's own gzipped tarball (`dumpDataDir`), restored into a data
 *   folder with `loadDataDir`. The folder belongs to one process at a time (client.ts `lockFolder`),
 *   so both refuse while the server has it open.
 *
 * The photos operators uploaded (DATA_DIR/uploads) are plain files, not in the database: copy them
 * with the usual tools.
 */

export type BackupKind = "postgres" | "pglite";

export class BackupError extends Error {}

/** Where a backup goes when no file is named: ./backups/<UTC time>.<dump|tar.gz>. */
export function defaultBackupFile(kind: BackupKind, now = new Date(), folder = "backups"): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  return path.resolve(folder, `${stamp}.${kind === "postgres" ? "dump" : "tar.gz"}`);
}

/** What a backup file holds, by its first bytes: pg_dump's custom format or a gzip (PGlite's tarball). */
export async function backupKindOf(file: string): Promise<BackupKind> {
  const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(
      error.code === "ENOENT" ? `No backup file at ${file}.` : `Cannot read ${file}: ${error.message}`,
    );
  });
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString("latin1") === "PGDMP") return "postgres";
    if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is not a backup made by npm run db:backup.`);
}

/** Writes through a temporary name, so that an interrupted backup never looks like a whole one. */
async function refuseExisting(file: string) {
  if (existsSync(file)) throw new BackupError(`${file} already exists: name another file.`);
  await mkdir(path.dirname(file), { recursive: true });
}

// ---- PostgreSQL

/** A PostgreSQL client tool: in PG_BIN, else on PATH, else the newest Debian install. */
export function pgTool(name: "pg_dump" | "pg_restore", env = process.env): string | null {
  const executable = (file: string) => {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  const folders = [
    ...(env.PG_BIN ? [env.PG_BIN] : []),
    ...(env.PATH ?? "").split(path.delimiter).filter(Boolean),
  ];
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    folders.push(...versions.map((v) => path.join(debian, v, "bin")));
  }
  for (const folder of folders) {
    const file = path.join(folder, name);
    if (executable(file)) return file;
  }
  return null;
}

/** The URL without its password, which goes to the tool in PGPASSWORD rather than on its command line. */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function run(tool: "pg_dump" | "pg_restore", args: string[], url: string): Promise<void> {
  const binary = pgTool(tool);
  if (!binary) {
    throw new BackupError(
      `${tool} was not found. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client-15, ` +
        "the server's major version or newer) or set PG_BIN to the folder that holds them.",
    );
  }
  const { dbname, env } = connection(url);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(binary, [...args, `--dbname=${dbname}`], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (error) => reject(new BackupError(`${tool} did not start: ${error.message}`)));
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

/** Tables in the database outside PostgreSQL's own schemas (ours, and drizzle's migrations table). */
export async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  await refuseExisting(file);
  const partial = `${file}.partial`;
  try {
    await run("pg_dump", ["--format=custom", `--file=${partial}`], url);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Restores a pg_dump file into the database at `url`, all or nothing. A database that already has
 * tables is refused unless `force`; then what the backup holds replaces them (`--clean`). Stop the
 * servers first: the restore waits on their locks, and they would see the data change under them.
 */
export async function restorePostgres(url: string, file: string, { force = false } = {}): Promise<void> {
  const kind = await backupKindOf(file);
  if (kind !== "postgres") {
    throw new BackupError(`${file} is a PGlite backup: restore it without DATABASE_URL, into DATA_DIR.`);
  }
  if (!force && (await postgresTableCount(url)) > 0) {
    throw new BackupError(
      "The target database is not empty. Restore into a new database, or add --force to replace its contents.",
    );
  }
  await run(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      file,
    ],
    url,
  );
}

// ---- PGlite

const pgliteFolder = (dataDir: string) => path.join(dataDir, "pglite");

/** The folder's lock, with the reason a backup or a restore cannot have it. */
function lockForBackup(dataDir: string): () => void {
  try {
    return lockFolder(dataDir);
  } catch (error) {
    throw new BackupError(
      `${error instanceof Error ? error.message : String(error)}\n` +
        "PGlite's data folder belongs to one process at a time: stop the server, run this again, then start " +
        "the server. (With PostgreSQL, backups run while the server runs.)",
    );
  }
}

function hasFiles(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).length > 0;
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!hasFiles(pgliteFolder(dataDir))) throw new BackupError(`No PGlite database in ${dataDir}.`);
  await refuseExisting(file);
  const release = lockForBackup(dataDir);
  try {
    const client = await PGlite.create(pgliteFolder(dataDir));
    try {
      // A checkpoint first, so that the folder's files hold everything (not only the WAL).
      await client.exec("CHECKPOINT");
      const tarball = await client.dumpDataDir("gzip");
      const partial = `${file}.partial`;
      try {
        await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a PGlite backup as the data folder's database. A folder that already holds one is
 * refused unless `force`; then the old one is kept beside it (pglite.replaced-<time>), not deleted.
 * Answers where the old database went, if anywhere.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  { force = false, now = new Date() } = {},
): Promise<{ replaced: string | null }> {
  const kind = await backupKindOf(file);
  if (kind !== "pglite") {
    throw new BackupError(`${file} is a PostgreSQL backup: restore it with DATABASE_URL set.`);
  }
  const folder = pgliteFolder(dataDir);
  if (hasFiles(folder) && !force) {
    throw new BackupError(
      `${dataDir} already holds a database. Restore into another DATA_DIR, or add --force to replace it ` +
        "(the old one is kept beside it).",
    );
  }
  await mkdir(dataDir, { recursive: true });
  const release = lockForBackup(dataDir);
  let replaced: string | null = null;
  try {
    if (existsSync(folder)) {
      if (hasFiles(folder)) {
        replaced = `${folder}.replaced-${now
          .toISOString()
          .replace(/\.\d+Z$/, "Z")
          .replaceAll(":", "-")}`;
        renameSync(folder, replaced);
      } else {
        await rm(folder, { recursive: true });
      }
    }
    const tarball = new Blob([await readFile(file)]);
    try {
      const client = await PGlite.create(folder, { loadDataDir: tarball });
      await client.close();
    } catch (error) {
      // A broken tarball leaves no half database behind, and the old one comes back.
      await rm(folder, { recursive: true, force: true });
      if (replaced) renameSync(replaced, folder);
      throw new BackupError(
        `${file} could not be restored: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } finally {
    release();
  }
  return { replaced };
}

// ---- The command lines (scripts/db-backup.ts, scripts/db-restore.ts)

/** The database the server would open, read as server/env.ts reads it: DATABASE_URL, else DATA_DIR. */
export function backupTarget(source: Record<string, string | undefined> = process.env) {
  const url = source.DATABASE_URL || undefined;
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new BackupError("DATABASE_URL must start with postgres:// or postgresql://");
  }
  const dataDir = path.resolve(source.DATA_DIR || "./data");
  return url
    ? { kind: "postgres" as const, url, dataDir }
    : { kind: "pglite" as const, url: undefined, dataDir };
}

/** `<file>` and `--force`; anything else is a mistake worth saying. */
export function parseCliArgs(argv: string[], usage: string): { file: string | undefined; force: boolean } {
  let file: string | undefined;
  let force = false;
  for (const arg of argv) {
    if (arg === "--force") force = true;
    else if (arg === "--help" || arg === "-h") throw new BackupError(usage);
    else if (arg.startsWith("-")) throw new BackupError(`Unknown option ${arg}.\n${usage}`);
    else if (file) throw new BackupError(`One file only.\n${usage}`);
    else file = path.resolve(arg);
  }
  return { file, force };
}
