import path from 'node:path';
import { loadConfig } from '../config.js';
import { RestoreError, restoreEmbeddedDatabase } from '../db/restore.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';

/** `npm run db:restore FILE`, with the server stopped: the embedded database becomes the backup's. */
const config = loadConfig();
const fileArgument = process.argv[2];
if (!fileArgument || config.database.url) {
  console.error(
    config.database.url
      ? 'DATABASE_URL is set: restore PostgreSQL with pg_restore.'
      : 'Usage: npm run db:restore FILE (with the server stopped)',
  );
  process.exit(1);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument);
restoreEmbeddedDatabase(config.dataDir, file)
  .then(({ previous }) => {
    console.log(`Restored ${file} into ${config.dataDir}.`);
    if (previous) console.log(`The database it replaced is kept at ${previous}.`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof DataDirLockedError || error instanceof RestoreError ? error.message : error);
    process.exit(1);
  });
