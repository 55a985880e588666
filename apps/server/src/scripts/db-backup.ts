import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, backUpEmbeddedDatabase, defaultBackupFile } from '../db/backup.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';

/** `npm run db:backup [FILE]`: a restorable copy of the embedded database, taken while the server runs or not. */
const config = loadConfig();
if (config.database.url) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump, e.g. `pg_dump --format=custom "$DATABASE_URL"`.',
  );
  process.exit(1);
}
const fileArgument = process.argv[2];
const file = fileArgument
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument)
  : defaultBackupFile(config.dataDir);
backUpEmbeddedDatabase(config.dataDir, file)
  .then((by) => console.log(`Backup written to ${file}${by === 'server' ? ' by the running server' : ''}.`))
  .catch((error: unknown) => {
    const isPlain = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupError;
    console.error(isPlain ? error.message : error);
    process.exit(1);
  });
