import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, type DatabaseHandle, migrationsFolder, withinDeadline } from './client.js';
import * as schema from './schema/index.js';

/**
 * PGlite in `dataDir` (in memory when undefined), optionally loaded from a dump. PGlite runs in this process and
 * serves one query at a time: it has no connections to lose and no statement timeout (PostgreSQL's timers do not
 * run in WebAssembly), so its faults are those of the engine itself, such as a full disk.
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const client = await PGlite.create({ dataDir, loadDataDir });
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    prepare: async (afterMigrations) => {
      await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder });
      await afterMigrations?.(db);
    },
    ping: (timeoutMs) =>
      withinDeadline(
        db.execute(sql`select 1`).then(() => true),
        timeoutMs,
        false,
      ),
    // In this process, so never lost.
    listen: async (channel, listener) => {
      const stop = await client.listen(channel, listener.heard);
      listener.restored();
      return async () => {
        if (!client.closed) await stop();
      };
    },
    dumpDataDir: (compression = 'gzip') => client.dumpDataDir(compression),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
