import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { answerBackupRequests } from './db/backup.js';
import { DatabaseStartError } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase } from './db/open-database.js';
import { demoLoginsText, isEmpty, seedDemo } from './seed/demo.js';
import { createLogger } from './logger.js';

/**
 * Listens first, then makes the database ready: while PostgreSQL is still away the server already answers
 * `/healthz`, serves the web app, and answers the API with 503, so that a load balancer and a user see why.
 */
async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  // In place before the lock names this process the server, which `db:backup` signals.
  const answerBackupsFrom = config.database.url ? null : answerBackupRequests(config.dataDir, log);
  // A few plain lines say what a start is doing; the JSON lines of the log stay for machines.
  if (!config.database.url) console.log(`Opening the database in ${config.dataDir}...`);
  const database = await openDatabase(config, log, 'server');
  if (database.dumpDataDir) answerBackupsFrom?.(database.dumpDataDir);

  const seedWanted = config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.kind === 'pglite');
  let seededDemo = false;
  console.log('Applying the database migrations...');
  const startup = database.prepare(async (db) => {
    if (seedWanted && (await isEmpty(db))) {
      console.log('Seeding the demo clubs and logins into the new database...');
      await seedDemo(db, config);
      seededDemo = true;
    }
  });
  // Awaited once the server listens; until then its failure must not count as unhandled.
  startup.catch(() => {});
  const app = await buildApp({ config, database, log, startup });

  let closing = false;
  const close = async (reason: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    await app.close();
    await database.close();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  try {
    await startup;
  } catch (error) {
    console.error(error instanceof DatabaseStartError ? error.message : error);
    await close('startup failed', 1);
    return;
  }
  if (seededDemo) {
    app.log.info('seeded the demo clubs and logins');
    console.log(`\n${demoLoginsText()}\n`);
  }
  console.log(`Fairway is serving at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DatabaseStartError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
