import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openPglite } from './pglite.js';
import { acquireDataDirLock, lockHolderOf, pgliteFolder } from './data-dir-lock.js';

/** Where a running server looks for a backup request when it receives SIGUSR2. */
export const backupRequestFileOf = (dataDir: string) => path.join(dataDir, 'backup-request.json');

export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..+$/, '');
  return path.join(dataDir, 'backups', `fairway-${stamp}.tar.gz`);
}

/** Writes a dump to `file` through a temporary name, so that a half-written backup is never mistaken for one. */
export async function writeBackupFile(dump: Blob, file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.partial`;
  fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temporary, file);
}

/**
 * Backs up the embedded database into `file` (a gzipped tar of its data folder). With a server running on
 * DATA_DIR, the server writes it (it alone may open the database); otherwise this process opens it.
 */
export async function backUpEmbeddedDatabase(
  dataDir: string,
  file: string,
  timeoutMs = 120_000,
): Promise<'server' | 'direct'> {
  const holder = lockHolderOf(dataDir)?.pid ?? null;
  if (holder !== null) {
    fs.rmSync(file, { force: true });
    fs.writeFileSync(backupRequestFileOf(dataDir), JSON.stringify({ file }));
    process.kill(holder, 'SIGUSR2');
    const deadline = Date.now() + timeoutMs;
    while (!fs.existsSync(file)) {
      if (Date.now() > deadline) throw new Error(`The server (pid ${holder}) did not write the backup in time.`);
      await sleep(100);
    }
    return 'server';
  }
  const lock = acquireDataDirLock(dataDir);
  try {
    const handle = await openPglite(pgliteFolder(dataDir));
    try {
      await writeBackupFile(await handle.dumpDataDir!(), file);
    } finally {
      await handle.close();
    }
    return 'direct';
  } finally {
    lock.release();
  }
}

/**
 * Restores a backup into DATA_DIR with no server running. The database folder it replaces is kept beside it,
 * renamed, so that a restore loses nothing.
 */
export async function restoreEmbeddedDatabase(dataDir: string, file: string): Promise<{ previous: string | null }> {
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}.`);
  const lock = acquireDataDirLock(dataDir);
  try {
    const folder = pgliteFolder(dataDir);
    let previous: string | null = null;
    if (fs.existsSync(folder)) {
      previous = `${folder}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
      fs.renameSync(folder, previous);
    }
    const dump = new Blob([fs.readFileSync(file)]);
    const handle = await openPglite(folder, dump);
    await handle.close();
    return { previous };
  } finally {
    lock.release();
  }
}
