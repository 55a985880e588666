import { acquireDataDirLock } from '../src/db/data-dir-lock.js';

/**
 * A second Fairway process for the data folder tests: `node --import tsx data-dir-holder.ts DATA_DIR`. It takes the
 * folder's lock, says `ready`, and holds the lock until it is ended.
 */
const [dataDir] = process.argv.slice(2);
acquireDataDirLock(dataDir!);
console.log('ready');
setInterval(() => {}, 60_000);
