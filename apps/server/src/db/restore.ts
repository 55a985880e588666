import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { DatabaseStartError } from './client.js';
import { acquireDataDirLock, hasDatabaseFiles, pgliteFolder } from './data-dir-lock.js';
import { openPglite } from './pglite.js';

/** A backup could not be restored; the message says why in one plain line. */
export class RestoreError extends Error {}

const timeStamp = () => new Date().toISOString().replace(/[-:.]/g, '');

const tarBlockSize = 512;

/** Whether a tar header's checksum, the sum of its bytes with the checksum field read as spaces, is the recorded one. */
function hasValidChecksum(header: Buffer): boolean {
  const recorded = parseInt(header.toString('ascii', 148, 156).replace(/\0.*$/s, '').trim(), 8);
  let sum = 0;
  for (let index = 0; index < tarBlockSize; index += 1) sum += index >= 148 && index < 156 ? 32 : header[index]!;
  return sum === recorded;
}

/** Whether every header of the tar is intact and the archive reaches its end mark (a block of zeros). */
function isCompleteTar(tar: Buffer): boolean {
  let offset = 0;
  while (offset + tarBlockSize <= tar.length) {
    const header = tar.subarray(offset, offset + tarBlockSize);
    if (header.every((byte) => byte === 0)) return true;
    if (!hasValidChecksum(header)) return false;
    const size = parseInt(header.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
    offset += tarBlockSize + Math.ceil(size / tarBlockSize) * tarBlockSize;
  }
  return false;
}

function damagedBackup(file: string, reason: string) {
  return new RestoreError(`The backup ${file} is damaged or incomplete (${reason}); the database was not changed.`);
}

/**
 * The backup's tar, read whole. Checked here rather than by PGlite, which on a truncated archive fails in a stream
 * nothing listens to, and so ends the process.
 */
function readBackup(file: string): Buffer {
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(fs.readFileSync(file));
  } catch (error) {
    throw damagedBackup(file, (error as Error).message);
  }
  if (!isCompleteTar(tar)) throw damagedBackup(file, 'the archive ends before its last file');
  return tar;
}

/** Unpacks the backup into a new folder beside the database and opens it there, so that it is known to work. */
async function unpackChecked(dataDir: string, file: string): Promise<string> {
  const tar = readBackup(file);
  const folder = `${pgliteFolder(dataDir)}.restoring-${timeStamp()}`;
  try {
    const handle = await openPglite(folder, new Blob([tar]));
    try {
      const query = sql`select to_regclass('drizzle.__drizzle_migrations') as "table"`;
      const { rows } = (await handle.db.execute(query)) as { rows: { table: string | null }[] };
      if (rows[0]?.table == null) {
        throw new RestoreError(`The backup ${file} is not of a Fairway database; the database was not changed.`);
      }
    } finally {
      await handle.close();
    }
    return folder;
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    if (error instanceof RestoreError) throw error;
    throw damagedBackup(file, (error as Error).message);
  }
}

/** Folders a restore killed while it unpacked has left; the lock is held, so no restore is unpacking into them. */
function removeUnfinishedRestores(dataDir: string) {
  const prefix = `${path.basename(pgliteFolder(dataDir))}.restoring-`;
  for (const name of fs.readdirSync(dataDir)) {
    if (name.startsWith(prefix)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

/** The databases restores have set aside in DATA_DIR (`pgdata.before-restore-<time>`), oldest first. */
export function restoreLeftoversOf(dataDir: string): string[] {
  const prefix = `${path.basename(pgliteFolder(dataDir))}.before-restore-`;
  if (!fs.existsSync(dataDir)) return [];
  return fs
    .readdirSync(dataDir)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .map((name) => path.join(dataDir, name));
}

/**
 * Stops a start on a data folder whose database a restore set aside without putting the backup in its place (the
 * restore was killed between its two renames). Starting would create a new, empty database there, seed the demo into
 * it, and hide that the real one is beside it.
 */
export function refuseAfterInterruptedRestore(dataDir: string) {
  const leftovers = restoreLeftoversOf(dataDir);
  if (leftovers.length === 0 || hasDatabaseFiles(dataDir)) return;
  const folder = pgliteFolder(dataDir);
  throw new DatabaseStartError(
    `A restore into ${dataDir} was interrupted: there is no database in ${folder}, and the one from before the ` +
      `restore is kept at ${leftovers.at(-1)}. Fairway will not start a new, empty database there. To go back to ` +
      `the database from before the restore, rename ${leftovers.at(-1)} back to ${folder} (removing an empty ` +
      `${folder} first); or run npm run db:restore FILE again.`,
  );
}

/** Puts the checked folder in the database's place, keeping the database it replaces; returns where that is kept. */
function swapIn(dataDir: string, checked: string): string | null {
  const folder = pgliteFolder(dataDir);
  const previous = fs.existsSync(folder) ? `${folder}.before-restore-${timeStamp()}` : null;
  if (previous) fs.renameSync(folder, previous);
  try {
    fs.renameSync(checked, folder);
  } catch (error) {
    if (previous) fs.renameSync(previous, folder);
    fs.rmSync(checked, { recursive: true, force: true });
    throw error;
  }
  return previous;
}

/**
 * Restores a backup into DATA_DIR with no server running. The whole backup is unpacked and opened beside the
 * database before the database is touched; the database it replaces is kept beside it, renamed, so that a restore
 * loses nothing.
 */
export async function restoreEmbeddedDatabase(dataDir: string, file: string): Promise<{ previous: string | null }> {
  if (!fs.existsSync(file)) throw new RestoreError(`No backup file at ${file}.`);
  const lock = acquireDataDirLock(dataDir);
  try {
    removeUnfinishedRestores(dataDir);
    const checked = await unpackChecked(dataDir, file);
    return { previous: swapIn(dataDir, checked) };
  } finally {
    lock.release();
  }
}
