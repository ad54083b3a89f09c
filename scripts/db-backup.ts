// npm run db:backup [-- <file>] — a backup of the database the server uses: DATABASE_URL
// (pg_dump, custom format, while the server runs), else the PGlite folder in DATA_DIR (default
// ./data; DATA_DIR=./data/dev for npm run dev), which needs the server stopped. Without a file it
// writes ./backups/<UTC time>.dump or .tar.gz. See server/db/backup.ts and the README.
import {
  BackupError,
  backupPglite,
  backupPostgres,
  backupTarget,
  defaultBackupFile,
  parseCliArgs,
} from "../server/db/backup.ts";

const usage = "Usage: npm run db:backup [-- <file>]";

try {
  const { file: named, force } = parseCliArgs(process.argv.slice(2), usage);
  if (force) throw new BackupError(`A backup never overwrites a file: name a new one.\n${usage}`);
  const target = backupTarget();
  const file = named ?? defaultBackupFile(target.kind);
  if (target.kind === "postgres") await backupPostgres(target.url, file);
  else await backupPglite(target.dataDir, file);
  console.log(`Backed up the ${target.kind === "postgres" ? "PostgreSQL" : "PGlite"} database to ${file}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${String(error)}`);
  process.exit(1);
}
