import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export type DataDirLock = { release: () => void; lockFile: string };

/** The embedded database's files, inside DATA_DIR beside the lock file and the backups folder. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pgdata');
export const lockFileOf = (dataDir: string) => path.join(dataDir, 'fairway.lock');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id of the server holding DATA_DIR, or null when no live process holds it. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFileOf(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR for this process. PGlite does not stop a second process from opening the same folder, and two
 * processes on one folder corrupt it; so the server holds a lock file naming its process id, and a lock left by a
 * process that has died is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
      return { release, lockFile };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder !== null) {
        throw new DataDirLockedError(
          `Another Fairway process (pid ${holder}) is using the data folder ${dataDir}. ` +
            'Stop it first: two processes on one embedded database corrupt it. ' +
            '(To serve more than one process, use PostgreSQL through DATABASE_URL.)',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
