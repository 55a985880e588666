import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { DatabaseHandle } from './client.js';
import { acquireDataDirLock, type LockHolderRole, pgliteFolder } from './data-dir-lock.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import { refuseAfterInterruptedRestore } from './restore.js';

/**
 * PostgreSQL when DATABASE_URL is set; else the embedded database in DATA_DIR, locked to this process (as the server,
 * which answers backup requests, or as a command). Call `prepare` on the handle before the first query.
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  role: LockHolderRole = 'command',
): Promise<DatabaseHandle> {
  const { url, ...settings } = config.database;
  if (url) return openPostgres({ ...settings, url }, log);
  const lock = acquireDataDirLock(config.dataDir, role);
  try {
    refuseAfterInterruptedRestore(config.dataDir);
    const handle = await openPglite(pgliteFolder(config.dataDir));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
