import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { backUpEmbeddedDatabase } from '../src/db/backup.js';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/data-dir-lock.js';
import { openDatabase } from '../src/db/open-database.js';
import { openPglite } from '../src/db/pglite.js';
import { restoreEmbeddedDatabase, restoreLeftoversOf } from '../src/db/restore.js';
import { countries } from '../src/db/schema/index.js';
import { createLogger } from '../src/logger.js';
import { endStartedProcesses, isStillRunning, startLockHolder, startOtherProgram } from './processes.js';

const log = createLogger({ logLevel: 'silent' });

const folders: string[] = [];
const newDataDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-data-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
afterAll(endStartedProcesses);

const lockFileIn = (dataDir: string) => path.join(dataDir, 'fairway.lock');
const lockedPid = (dataDir: string) =>
  (JSON.parse(fs.readFileSync(lockFileIn(dataDir), 'utf8')) as { pid: number }).pid;
const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const startTimeOf = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
/** The lock file of a Fairway server `pid` that started at `startTime` (since the boot `bootId`). */
const lockRecord = (record: { pid: number; startTime: string; bootId?: string }) =>
  JSON.stringify({ program: 'fairway', role: 'server', bootId, ...record });

let preparedFolder: string | undefined;
/** A new data folder holding a database with the country Backupland; the first call makes it, later ones copy it. */
async function preparedDataDir(): Promise<string> {
  const dataDir = newDataDir();
  if (preparedFolder) {
    fs.cpSync(preparedFolder, dataDir, { recursive: true });
    return dataDir;
  }
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }), log);
  await database.prepare();
  await database.db.insert(countries).values({ name: 'Backupland', iso_code: 'BK' });
  await database.close();
  preparedFolder = newDataDir();
  fs.cpSync(dataDir, preparedFolder, { recursive: true });
  return dataDir;
}

/** Every file under `folder`, by its path, with the SHA-256 of its content; folders with an empty mark. */
function fingerprintOf(folder: string): Record<string, string> {
  const entries = fs.readdirSync(folder, { recursive: true, withFileTypes: true });
  return Object.fromEntries(
    entries.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const content = entry.isFile() ? crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex') : '';
      return [path.relative(folder, file), content];
    }),
  );
}

/** Takes `dataDir` with `lockText` in its lock file, and checks that this process now holds it. */
function expectTakenOver(lockText: string) {
  const dataDir = newDataDir();
  fs.writeFileSync(lockFileIn(dataDir), lockText);
  const lock = acquireDataDirLock(dataDir);
  expect(lockedPid(dataDir)).toBe(process.pid);
  lock.release();
  expect(fs.existsSync(lockFileIn(dataDir))).toBe(false);
}

describe('the embedded database folder', () => {
  it('is locked to one process: a second open is refused with a clear message', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase(loadConfig({ DATA_DIR: dataDir }), log);
    try {
      await expect(openDatabase(loadConfig({ DATA_DIR: dataDir }), log)).rejects.toThrow(/Another Fairway process/);
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    } finally {
      await first.close();
    }
    const again = acquireDataDirLock(dataDir);
    again.release();
  });

  it('takes over a lock left by a process that has died', () => {
    expectTakenOver('2147483646\n');
    expectTakenOver(lockRecord({ pid: 2147483646, startTime: '12345' }));
  });

  it('takes over a lock naming this process, left by an earlier run given the same pid (PID 1 in a container)', () => {
    expectTakenOver(`${process.pid}\n`);
    expectTakenOver(lockRecord({ pid: process.pid, startTime: '1' }));
    expectTakenOver(lockRecord({ pid: process.pid, startTime: startTimeOf(process.pid)! }));
  });

  it('takes over a lock naming a live process of another program, and leaves that process alone', async () => {
    const otherProgram = startOtherProgram();
    expectTakenOver(`${otherProgram.pid}\n`);
    const pid = otherProgram.pid!;
    expectTakenOver(lockRecord({ pid, startTime: '1' }));
    expectTakenOver(lockRecord({ pid, startTime: startTimeOf(pid)!, bootId: 'a-boot-before-this-one' }));
    expectTakenOver(JSON.stringify({ program: 'something-else', pid: otherProgram.pid }));
    expect(await isStillRunning(otherProgram)).toBe(true);
  });

  it('refuses a lock held by another running Fairway process', async () => {
    const dataDir = newDataDir();
    const holder = await startLockHolder(dataDir, 'command');
    expect(() => acquireDataDirLock(dataDir)).toThrow(`Another Fairway process (pid ${holder.pid})`);
    await expect(openDatabase(loadConfig({ DATA_DIR: dataDir }), log)).rejects.toThrow(DataDirLockedError);
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    const withOlderLock = newDataDir();
    fs.writeFileSync(lockFileIn(withOlderLock), `${holder.pid}\n`);
    expect(() => acquireDataDirLock(withOlderLock)).toThrow(DataDirLockedError);
    expect(await isStillRunning(holder)).toBe(true);
  });

  // A new database made (initdb, the migrations), backed up and restored twice: a minute on a busy 2-core machine.
  it('backs up to a file that restores with the data, keeping the folder it replaces', async () => {
    const dataDir = await preparedDataDir();

    const file = path.join(dataDir, 'backups', 'test.tar.gz');
    expect(await backUpEmbeddedDatabase(dataDir, file)).toBe('direct');
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    const restoredDir = newDataDir();
    const { previous } = await restoreEmbeddedDatabase(restoredDir, file);
    expect(previous).toBeNull();
    const restored = await openDatabase(loadConfig({ DATA_DIR: restoredDir }), log);
    try {
      const rows = await restored.db.select().from(countries).where(eq(countries.iso_code, 'BK'));
      expect(rows.map((row) => row.name)).toEqual(['Backupland']);
    } finally {
      await restored.close();
    }

    const unfinishedRestore = path.join(restoredDir, 'pgdata.restoring-20250101T000000000Z');
    fs.mkdirSync(unfinishedRestore);
    const again = await restoreEmbeddedDatabase(restoredDir, file);
    expect(again.previous).toMatch(/pgdata\.before-restore-/);
    expect(fs.readdirSync(restoredDir).sort()).toEqual(['pgdata', path.basename(again.previous!)]);
  }, 120_000);

  it('asks the server holding the folder to write the backup', async () => {
    const dataDir = await preparedDataDir();
    const server = await startLockHolder(dataDir, 'server');
    const file = path.join(dataDir, 'backups', 'by-the-server.tar.gz');
    expect(await backUpEmbeddedDatabase(dataDir, file, 20_000)).toBe('server');
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    expect(await isStillRunning(server)).toBe(true);
  });

  it('signals no process of another program named by a stale lock, and backs up directly', async () => {
    const dataDir = await preparedDataDir();
    const otherProgram = startOtherProgram();
    fs.writeFileSync(lockFileIn(dataDir), `${otherProgram.pid}\n`);
    const file = path.join(dataDir, 'backups', 'direct.tar.gz');
    expect(await backUpEmbeddedDatabase(dataDir, file, 2_000)).toBe('direct');
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    expect(fs.existsSync(lockFileIn(dataDir))).toBe(false);
    expect(await isStillRunning(otherProgram)).toBe(true);
  });

  it('signals no Fairway command holding the folder (only a server answers): it asks to back up later', async () => {
    const dataDir = newDataDir();
    const command = await startLockHolder(dataDir, 'command');
    const file = path.join(dataDir, 'backups', 'later.tar.gz');
    await expect(backUpEmbeddedDatabase(dataDir, file, 2_000)).rejects.toThrow(
      `A Fairway command (pid ${command.pid}) is using the data folder ${dataDir}; back up once it has finished.`,
    );
    expect(fs.existsSync(file)).toBe(false);
    expect(await isStillRunning(command)).toBe(true);
  });

  it('checks the whole backup before touching the database: a damaged one leaves the folder as it was', async () => {
    const dataDir = await preparedDataDir();
    const backups = newDataDir();
    const whole = path.join(backups, 'whole.tar.gz');
    await backUpEmbeddedDatabase(dataDir, whole);
    const archive = fs.readFileSync(whole);
    const truncated = path.join(backups, 'truncated.tar.gz');
    fs.writeFileSync(truncated, archive.subarray(0, Math.floor(archive.length / 2)));
    const notABackup = path.join(backups, 'notes.tar.gz');
    fs.writeFileSync(notABackup, 'not a backup');
    const before = fingerprintOf(dataDir);
    expect(Object.keys(before)).toContain(path.join('pgdata', 'PG_VERSION'));

    for (const file of [truncated, notABackup]) {
      await expect(restoreEmbeddedDatabase(dataDir, file)).rejects.toThrow(
        `The backup ${file} is damaged or incomplete`,
      );
      expect(fingerprintOf(dataDir)).toEqual(before);
    }
  });

  it("refuses a backup of a database that is not Fairway's", async () => {
    const otherDatabase = await openPglite(path.join(newDataDir(), 'pgdata'));
    const file = path.join(newDataDir(), 'other.tar.gz');
    fs.writeFileSync(file, Buffer.from(await (await otherDatabase.dumpDataDir!()).arrayBuffer()));
    await otherDatabase.close();
    const dataDir = newDataDir();
    await expect(restoreEmbeddedDatabase(dataDir, file)).rejects.toThrow(
      `The backup ${file} is not of a Fairway database; the database was not changed.`,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('starts no new database beside the one an interrupted restore set aside, and says how to recover', async () => {
    const dataDir = newDataDir();
    const setAside = path.join(dataDir, 'pgdata.before-restore-20250101T000000000Z');
    fs.mkdirSync(setAside);
    fs.writeFileSync(path.join(setAside, 'PG_VERSION'), '17\n');
    expect(restoreLeftoversOf(dataDir)).toEqual([setAside]);

    const interrupted = `A restore into ${dataDir} was interrupted`;
    const recovery = `rename ${setAside} back to ${path.join(dataDir, 'pgdata')}`;
    await expect(openDatabase(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'always' }), log)).rejects.toThrow(
      interrupted,
    );
    await expect(openDatabase(loadConfig({ DATA_DIR: dataDir }), log)).rejects.toThrow(recovery);
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    await expect(backUpEmbeddedDatabase(dataDir, path.join(dataDir, 'backups', 'empty.tar.gz'))).rejects.toThrow(
      `There is no database in ${dataDir} to back up.`,
    );
    expect(fs.readdirSync(dataDir)).toEqual([path.basename(setAside)]);

    fs.mkdirSync(path.join(dataDir, 'pgdata'));
    await expect(openDatabase(loadConfig({ DATA_DIR: dataDir }), log)).rejects.toThrow(interrupted);
    expect(fs.readdirSync(path.join(dataDir, 'pgdata'))).toEqual([]);
  });

  it('refuses to restore while a server holds the folder', async () => {
    const dataDir = newDataDir();
    const running = await openDatabase(loadConfig({ DATA_DIR: dataDir }), log);
    try {
      const file = path.join(newDataDir(), 'none.tar.gz');
      fs.writeFileSync(file, 'x');
      await expect(restoreEmbeddedDatabase(dataDir, file)).rejects.toThrow(DataDirLockedError);
    } finally {
      await running.close();
    }
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      tokenLifetimeMs: 14 * 86_400_000,
      database: {
        url: undefined,
        poolMax: 10,
        bookingLines: 2,
        statementTimeoutMs: 10_000,
        lockTimeoutMs: 5_000,
        acquireTimeoutMs: 5_000,
        connectTimeoutMs: 60_000,
        readinessTimeoutMs: 2_000,
      },
    });
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('reads a token lifetime in seconds, minutes, hours or days', () => {
    expect(loadConfig({ TOKEN_LIFETIME: '45s' }).tokenLifetimeMs).toBe(45_000);
    expect(loadConfig({ TOKEN_LIFETIME: '30m' }).tokenLifetimeMs).toBe(1_800_000);
    expect(loadConfig({ TOKEN_LIFETIME: '12h' }).tokenLifetimeMs).toBe(43_200_000);
    expect(loadConfig({ TOKEN_LIFETIME: '7d' }).tokenLifetimeMs).toBe(604_800_000);
  });

  it('refuses bad values, naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TOKEN_LIFETIME: '2 weeks' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*TOKEN_LIFETIME/,
    );
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0', DATABASE_LOCK_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_POOL_MAX[\s\S]*DATABASE_LOCK_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ DATABASE_BOOKING_LINES: '0' })).toThrow(/DATABASE_BOOKING_LINES/);
  });

  it('reads the database bounds, the connect timeout in seconds', () => {
    const { database } = loadConfig({
      DATABASE_POOL_MAX: '4',
      DATABASE_BOOKING_LINES: '6',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      DATABASE_LOCK_TIMEOUT_MS: '800',
      DATABASE_ACQUIRE_TIMEOUT_MS: '1500',
      DATABASE_CONNECT_TIMEOUT_S: '20',
    });
    expect(database).toMatchObject({
      poolMax: 4,
      // The booking lines take no more than the pool's connections less the two kept for the other requests.
      bookingLines: 2,
      statementTimeoutMs: 2500,
      lockTimeoutMs: 800,
      acquireTimeoutMs: 1500,
      connectTimeoutMs: 20_000,
    });
  });
});
