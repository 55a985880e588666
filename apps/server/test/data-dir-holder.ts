import { loadConfig } from '../src/config.js';
import { acquireDataDirLock } from '../src/db/data-dir-lock.js';
import { openDatabase } from '../src/db/open-database.js';
import { createLogger } from '../src/logger.js';

/**
 * A second Fairway process for the data folder tests: `node --import tsx data-dir-holder.ts DATA_DIR server|command`.
 * A server opens the database and answers backup requests as main.ts does; a command only takes the lock. It says
 * `ready`, and holds the folder until it is ended.
 */
const [dataDir, role] = process.argv.slice(2);
if (role === 'server') {
  const { answerBackupRequests } = await import('../src/db/backup.js');
  const log = createLogger({ logLevel: 'silent' });
  const answerBackupsFrom = answerBackupRequests(dataDir!, log);
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }), log, 'server');
  answerBackupsFrom(database.dumpDataDir!);
} else {
  acquireDataDirLock(dataDir!);
}
console.log('ready');
setInterval(() => {}, 60_000);
