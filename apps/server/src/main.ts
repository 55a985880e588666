import fs from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { backupRequestFileOf, writeBackupFile } from './db/backup.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase } from './db/open-database.js';
import { demoLoginsText, isEmpty, seedDemo } from './db/seed/demo.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, db: database.db });

  const seedWanted = config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.kind === 'pglite');
  if (seedWanted && (await isEmpty(database.db))) {
    await seedDemo(database.db);
    app.log.info('seeded the demo clubs and logins');
    console.log(`\n${demoLoginsText()}\n`);
  }

  if (database.dumpDataDir) {
    const dump = database.dumpDataDir;
    // `npm run db:backup` asks the running server, the only process that may open the database, to write a backup.
    process.on('SIGUSR2', () => {
      const requestFile = backupRequestFileOf(config.dataDir);
      void (async () => {
        try {
          const { file } = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as { file: string };
          fs.rmSync(requestFile, { force: true });
          await writeBackupFile(await dump(), file);
          app.log.info({ file }, 'wrote a backup of the embedded database');
        } catch (error) {
          app.log.error({ err: error }, 'backup failed');
        }
      })();
    });
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Fairway is serving at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
