import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server.js';

export type PostgresServer = {
  port: number;
  /** A new empty database on this server, by its URL. */
  /** A new database, empty or a copy of `template`; answers its address. */
  createDatabase: (name: string, template?: string) => Promise<string>;
  /** Rows of one statement, run on a connection of its own. */
  query: <Row extends Record<string, unknown>>(database: string, text: string, values?: unknown[]) => Promise<Row[]>;
  /** Stops the server: `fast` ends every session politely, `immediate` as a crash would. */
  stop: (mode: 'fast' | 'immediate') => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its files. */
  destroy: () => Promise<void>;
};

/** The folder of Debian's PostgreSQL server programs (`apt-get install postgresql`), or POSTGRES_BIN. */
export function serverPrograms(): string {
  const folder =
    process.env.POSTGRES_BIN ??
    fs
      .readdirSync('/usr/lib/postgresql', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join('/usr/lib/postgresql', entry.name, 'bin'))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .at(-1);
  if (!folder || !fs.existsSync(path.join(folder, 'initdb'))) {
    throw new Error("PostgreSQL's server programs are not installed: apt-get install postgresql, or set POSTGRES_BIN.");
  }
  return folder;
}

/**
 * A PostgreSQL server of the tests' own, on a free loopback port, that they may stop and start under a running
 * Fairway. As root, its programs run as the `postgres` user, which PostgreSQL requires.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const programs = serverPrograms();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-faults-pg-'));
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', folder]);
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(programs, program), [
      ...(asRoot ? ['-u', 'postgres', '--', path.join(programs, program)] : []),
      ...args,
    ]);
  run('initdb', ['-D', dataDir, '-U', 'fairway', '--auth=trust', '-E', 'UTF8']);
  let running = false;
  const start = async () => {
    if (running) return;
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(folder, 'server.log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c fsync=off`,
      'start',
    ]);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    if (!running) return;
    run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    running = false;
  };
  const urlOf = (database: string) => `postgres://fairway@127.0.0.1:${port}/${database}`;
  const query = async <Row extends Record<string, unknown>>(database: string, text: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString: urlOf(database) });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  await start();
  return {
    port,
    createDatabase: async (name, template) => {
      await query('postgres', `create database ${name}${template ? ` template ${template}` : ''}`);
      return urlOf(name);
    },
    query,
    stop,
    start,
    destroy: async () => {
      await stop('fast');
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
