// npm run db:restore -- <file> [--force] — puts a backup made by npm run db:backup back: into the
// database at DATABASE_URL (pg_restore, one transaction), else into the PGlite folder in DATA_DIR.
// A database that already holds data is refused unless --force (PGlite keeps the old folder beside
// it). Stop the server first. See server/db/backup.ts and the README.
import {
  BackupError,
  backupTarget,
  parseCliArgs,
  restorePglite,
  restorePostgres,
} from "../server/db/backup.ts";

const usage = "Usage: npm run db:restore -- <file> [--force]";

try {
  const { file, force } = parseCliArgs(process.argv.slice(2), usage);
  if (!file) throw new BackupError(`Name the backup file.\n${usage}`);
  const target = backupTarget();
  if (target.kind === "postgres") {
    await restorePostgres(target.url, file, { force });
    console.log(`Restored ${file} into the PostgreSQL database.`);
  } else {
    const { replaced } = await restorePglite(target.dataDir, file, { force });
    console.log(`Restored ${file} into ${target.dataDir}.`);
    if (replaced) console.log(`The database it replaced is kept in ${replaced}.`);
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Restore failed: ${String(error)}`);
  process.exit(1);
}
