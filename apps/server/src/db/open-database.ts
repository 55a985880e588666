import type { Config } from '../config.js';
import { openPglite, openPostgres, type DatabaseHandle } from './client.js';
import { acquireDataDirLock, pgliteFolder } from './data-dir-lock.js';

/** PostgreSQL when DATABASE_URL is set; else the embedded database in DATA_DIR, locked to this process. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const lock = acquireDataDirLock(config.dataDir);
  try {
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
