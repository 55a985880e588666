import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { DatabaseHandle } from './client.js';
import {
  acquireDataDirLock,
  DataDirLockedError,
  hasDatabaseFiles,
  lockHolderOf,
  pgliteFolder,
} from './data-dir-lock.js';
import { openPglite } from './pglite.js';

/** Where a running server looks for a backup request when it receives SIGUSR2. */
const backupRequestFileOf = (dataDir: string) => path.join(dataDir, 'backup-request.json');

export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..+$/, '');
  return path.join(dataDir, 'backups', `fairway-${stamp}.tar.gz`);
}

/** Writes a dump to `file` through a temporary name, so that a half-written backup is never mistaken for one. */
async function writeBackupFile(dump: Blob, file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.partial`;
  fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temporary, file);
}

/** A backup could not be written; the message says why in one plain line. */
export class BackupError extends Error {}

type DumpDataDir = NonNullable<DatabaseHandle['dumpDataDir']>;

/**
 * Answers `db:backup`'s SIGUSR2 with the backup its request file names, written from the dump given to the function
 * this returns (requests wait until then). Call it before the lock names this process the server: the default action
 * of SIGUSR2 ends a process.
 */
export function answerBackupRequests(dataDir: string, log: Logger): (dump: DumpDataDir) => void {
  let answerFrom: (dump: DumpDataDir) => void = () => {};
  const dumpReady = new Promise<DumpDataDir>((resolve) => (answerFrom = resolve));
  process.on('SIGUSR2', () => void writeRequestedBackup(dataDir, dumpReady, log));
  return answerFrom;
}

async function writeRequestedBackup(dataDir: string, dumpReady: Promise<DumpDataDir>, log: Logger) {
  const requestFile = backupRequestFileOf(dataDir);
  try {
    const { file } = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as { file: string };
    fs.rmSync(requestFile, { force: true });
    const dump = await dumpReady;
    await writeBackupFile(await dump(), file);
    log.info({ file }, 'wrote a backup of the embedded database');
  } catch (error) {
    log.error({ err: error }, 'backup failed');
  }
}

/**
 * Backs up the embedded database into `file` (a gzipped tar of its data folder). With a server holding DATA_DIR,
 * the server writes it (it alone may open the database); with no process holding it, this process opens it. Only a
 * holder verified as a Fairway server is signalled: the signal would end any other process.
 */
export async function backUpEmbeddedDatabase(
  dataDir: string,
  file: string,
  timeoutMs = 120_000,
): Promise<'server' | 'direct'> {
  const holder = lockHolderOf(dataDir);
  if (holder === null) {
    await backUpDirectly(dataDir, file);
    return 'direct';
  }
  if (holder.role !== 'server') {
    throw new DataDirLockedError(
      `A Fairway command (pid ${holder.pid}) is using the data folder ${dataDir}; back up once it has finished.`,
    );
  }
  await askServerForBackup(dataDir, file, holder.pid, timeoutMs);
  return 'server';
}

async function askServerForBackup(dataDir: string, file: string, serverPid: number, timeoutMs: number) {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(backupRequestFileOf(dataDir), JSON.stringify({ file }));
  process.kill(serverPid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new BackupError(`The server (pid ${serverPid}) did not write the backup in time.`);
    // A server that stopped just after writing the backup has written it.
    if (lockHolderOf(dataDir)?.pid !== serverPid && !fs.existsSync(file)) {
      throw new BackupError(`The server (pid ${serverPid}) stopped before writing the backup.`);
    }
    await sleep(100);
  }
}

async function backUpDirectly(dataDir: string, file: string) {
  const lock = acquireDataDirLock(dataDir);
  try {
    // Opening an absent database would create an empty one, and back that up.
    if (!hasDatabaseFiles(dataDir)) throw new BackupError(`There is no database in ${dataDir} to back up.`);
    const handle = await openPglite(pgliteFolder(dataDir));
    try {
      await writeBackupFile(await handle.dumpDataDir!(), file);
    } finally {
      await handle.close();
    }
  } finally {
    lock.release();
  }
}
