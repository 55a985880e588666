import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** The server answers `db:backup`'s signal; a command (db:seed, db:restore, a direct backup) does not. */
export type LockHolderRole = 'server' | 'command';

/**
 * What `fairway.lock` says of its holder. A process id alone names a later process too once the id is reused (a
 * server that was PID 1 in its container is PID 1 again after a restart), so the lock also records when the process
 * started (field 22 of /proc/<pid>/stat, in clock ticks since boot) and which boot that was.
 */
export type LockRecord = {
  program: 'fairway';
  role: LockHolderRole;
  pid: number;
  startTime: string | null;
  bootId: string | null;
};

export type DataDirLock = { release: () => void; lockFile: string };

/** The embedded database's files, inside DATA_DIR beside the lock file and the backups folder. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pgdata');
export const lockFileOf = (dataDir: string) => path.resolve(dataDir, 'fairway.lock');

/** Whether DATA_DIR holds a database: PGlite would otherwise start a new, empty one. */
export function hasDatabaseFiles(dataDir: string): boolean {
  const folder = pgliteFolder(dataDir);
  return fs.existsSync(folder) && fs.readdirSync(folder).length > 0;
}

const program = 'fairway';

/** The lock files this process holds: a lock naming this process's id is stale unless it is one of these. */
const locksHeldHere = new Set<string>();

function readProcFile(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function startTimeOf(pid: number): string | null {
  const stat = readProcFile(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // Field 2, the program's name in parentheses, may itself hold spaces and parentheses; field 3 follows the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

function currentBootId(): string | null {
  return readProcFile('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

function commandLineOf(pid: number): string | null {
  const commandLine = readProcFile(`/proc/${pid}/cmdline`);
  if (commandLine !== null) return commandLine.replaceAll('\0', ' ').trim();
  try {
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function recordOfThisProcess(role: LockHolderRole): LockRecord {
  return { program, role, pid: process.pid, startTime: startTimeOf(process.pid), bootId: currentBootId() };
}

/** The lock's record; an older Fairway's lock holds only a process id. Null for a file that is not a Fairway lock. */
function parseLockRecord(text: string): LockRecord | null {
  if (/^\d+\s*$/.test(text)) {
    // An older Fairway's lock says nothing of its holder's role: never signal it.
    return { program, role: 'command', pid: Number(text), startTime: null, bootId: null };
  }
  try {
    const record = JSON.parse(text) as Partial<LockRecord>;
    if (record.program !== program || !Number.isInteger(record.pid) || record.pid! <= 0) return null;
    return {
      program,
      role: record.role === 'server' ? 'server' : 'command',
      pid: record.pid!,
      startTime: record.startTime ?? null,
      bootId: record.bootId ?? null,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the process the lock names is alive and is the one that wrote it: the same start time in the same boot.
 * Where /proc cannot tell (not Linux, or an older lock), a process whose command line is not Node's or Fairway's is
 * another program that was given a dead holder's id.
 */
function isHeld(record: LockRecord, lockFile: string): boolean {
  if (record.pid === process.pid) return locksHeldHere.has(lockFile);
  if (!isRunning(record.pid)) return false;
  const startTime = startTimeOf(record.pid);
  if (startTime !== null && record.startTime !== null) {
    return startTime === record.startTime && currentBootId() === record.bootId;
  }
  const commandLine = commandLineOf(record.pid);
  return commandLine === null || /node|fairway/i.test(commandLine);
}

function readLockFile(lockFile: string): string | null {
  try {
    return fs.readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The process holding DATA_DIR, checked as `acquireDataDirLock` checks it, or null when no process holds it. */
export function lockHolderOf(dataDir: string): LockRecord | null {
  const lockFile = lockFileOf(dataDir);
  const text = readLockFile(lockFile);
  const record = text === null ? null : parseLockRecord(text);
  return record !== null && isHeld(record, lockFile) ? record : null;
}

/**
 * Creates the lock file with its whole text at once, or returns false when one exists: a hard link of a finished
 * file, so that no process ever reads a lock half written. Where the file system has no hard links, an exclusive create.
 */
function createLockFile(lockFile: string, text: string): boolean {
  const draft = `${lockFile}.${process.pid}.new`;
  fs.writeFileSync(draft, text);
  try {
    fs.linkSync(draft, lockFile);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    return createLockFileExclusively(lockFile, text);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function createLockFileExclusively(lockFile: string, text: string): boolean {
  try {
    fs.writeFileSync(lockFile, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes a stale lock, unless another process has replaced it since it was read: the lock is moved aside first,
 * and put back if it is no longer the stale one.
 */
function removeStaleLock(lockFile: string, staleText: string) {
  const aside = `${lockFile}.${process.pid}.stale`;
  try {
    fs.renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (fs.readFileSync(aside, 'utf8') === staleText) fs.rmSync(aside);
  else fs.renameSync(aside, lockFile);
}

function lockedError(dataDir: string, holder: LockRecord, lockFile: string) {
  return new DataDirLockedError(
    `Another Fairway process (pid ${holder.pid}${holder.role === 'server' ? ', a server' : ''}) is using the data ` +
      `folder ${dataDir}. Stop it first: two processes on one embedded database corrupt it. ` +
      '(To serve more than one process, use PostgreSQL through DATABASE_URL.) ' +
      `If no Fairway process is running, delete ${lockFile}.`,
  );
}

/**
 * Takes DATA_DIR for this process. PGlite does not stop a second process from opening the same folder, and two
 * processes on one folder corrupt it; so the holder keeps a lock file naming it, and a lock whose holder is gone is
 * taken over.
 */
export function acquireDataDirLock(dataDir: string, role: LockHolderRole = 'command'): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = lockFileOf(dataDir);
  const text = `${JSON.stringify(recordOfThisProcess(role))}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (createLockFile(lockFile, text)) {
      locksHeldHere.add(lockFile);
      return { lockFile, release: () => releaseLock(lockFile, text) };
    }
    const found = readLockFile(lockFile);
    if (found === null) continue;
    const record = parseLockRecord(found);
    if (record !== null && isHeld(record, lockFile)) throw lockedError(dataDir, record, lockFile);
    removeStaleLock(lockFile, found);
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}: other processes keep taking it.`);
}

function releaseLock(lockFile: string, text: string) {
  locksHeldHere.delete(lockFile);
  try {
    if (fs.readFileSync(lockFile, 'utf8') === text) fs.rmSync(lockFile);
  } catch {
    // Already gone: nothing to release.
  }
}
