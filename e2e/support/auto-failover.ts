import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { serverPrograms } from './postgres.js';
import { freePort } from './server.js';

/** A node's state as the monitor reports it: `primary`, `wait_primary`, `secondary`, `catchingup`, `demoted`... */
export type NodeState = { name: string; port: number; reported: string; assigned: string };

export type FailoverNode = {
  name: string;
  port: number;
  /** Its PostgreSQL's data folder. */
  dataDir: string;
  /** Kills the node's keeper and its postmaster with SIGKILL, as a machine that dies would leave them. */
  crash: () => void;
  /** Starts the node's keeper again, which asks the monitor what to be (after a crash: a standby, rewound). */
  rejoin: () => void;
  /** Rows of one statement on this node (a standby answers reads). */
  query: <Row extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;
};

export type Formation = {
  /** Fairway's DATABASE_URL: the monitor's connection string, every node with `target_session_attrs=read-write`. */
  databaseUrl: string;
  database: string;
  nodes: [FailoverNode, FailoverNode];
  /** The nodes as the monitor sees them. */
  states: () => Promise<NodeState[]>;
  /** Waits until the monitor reports each named node in the state given, or throws after `timeoutMs`. */
  until: (reported: Record<string, string>, timeoutMs: number) => Promise<void>;
  /** What the keepers and the monitor printed, the last of it, for a failure's message. */
  output: () => string;
  destroy: () => Promise<void>;
};

/**
 * The monitor's and the keepers' timing, shortened from pg_auto_failover's defaults (a node unhealthy after 20 s, the
 * primary given 30 s to demote itself) so that a failover takes seconds in a test. The order of the defaults is kept:
 * a primary cut off from the monitor and its standby demotes itself (network_partition_timeout) before the monitor
 * gives up waiting for it (primary_demote_timeout) and lets the standby take writes.
 */
const monitorSettings = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 3000,
  'pgautofailover.primary_demote_timeout': 5000,
};
const networkPartitionTimeoutSeconds = 3;

const execute = promisify(execFile);

/**
 * pg_auto_failover on this machine (Debian's `pg-auto-failover-cli` and `postgresql-NN-auto-failover`): a monitor
 * and two nodes of `database`, the second a synchronous standby of the first, each node's keeper (`pg_autoctl run`)
 * supervising its PostgreSQL, in a folder of their own. As root, everything runs as the `postgres` user.
 */
export async function startFormation(database = 'fairway'): Promise<Formation> {
  const programs = serverPrograms();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-failover-'));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) }
    : {};
  if (asRoot) fs.chownSync(folder, owner.uid!, owner.gid!);
  const environment = {
    ...process.env,
    HOME: folder,
    XDG_CONFIG_HOME: path.join(folder, 'config'),
    XDG_DATA_HOME: path.join(folder, 'share'),
    XDG_RUNTIME_DIR: path.join(folder, 'run'),
    PATH: `${programs}:${process.env.PATH}`,
    PG_CONFIG: path.join(programs, 'pg_config'),
    PGHOST: folder,
  };
  const autoctl = (args: string[], user?: string) =>
    execute('pg_autoctl', args, {
      ...owner,
      cwd: folder,
      env: { ...environment, ...(user ? { PGUSER: user } : {}) },
    }).catch((error: Error & { stderr?: string }) => {
      throw new Error(`pg_autoctl ${args.slice(0, 2).join(' ')} failed:\n${error.stderr ?? error.message}`);
    });
  const initdb = (dataDir: string, settings: Record<string, string | number>, user?: string) => {
    execFileSync(
      path.join(programs, 'initdb'),
      ['-D', dataDir, '--auth=trust', '-E', 'UTF8', '--no-sync', ...(user ? ['-U', user] : [])],
      { ...owner, cwd: folder, stdio: 'ignore' },
    );
    // postgresql.auto.conf is read after pg_auto_failover's own file, so these win: sockets in the folder, a small
    // memory (pg_autoctl would size it for a machine of its own), no fsync (a test's data need not survive the host).
    const lines = Object.entries({
      unix_socket_directories: `'${folder}'`,
      shared_buffers: `'32MB'`,
      fsync: 'off',
      ...settings,
    }).map(([name, value]) => `${name} = ${value}`);
    fs.appendFileSync(path.join(dataDir, 'postgresql.auto.conf'), `${lines.join('\n')}\n`);
  };

  let output = '';
  const keepers = new Map<string, ChildProcess>();
  /** A keeper: `pg_autoctl create ... --run` or `pg_autoctl run`, which go on supervising their PostgreSQL. */
  const start = (name: string, args: string[], user?: string) => {
    const keeper = spawn('pg_autoctl', args, {
      ...owner,
      cwd: folder,
      env: { ...environment, ...(user ? { PGUSER: user } : {}) },
      // A process group of its own, so that a crash takes the keeper and its PostgreSQL together.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const heard = (chunk: Buffer) => (output = (output + `${name}: ${String(chunk)}`).slice(-20_000));
    keeper.stdout!.on('data', heard);
    keeper.stderr!.on('data', heard);
    keepers.set(name, keeper);
  };
  const stopKeeper = async (name: string) => {
    const keeper = keepers.get(name);
    if (!keeper || keeper.exitCode !== null || keeper.signalCode !== null) return;
    const exited = new Promise((resolve) => keeper.once('exit', resolve));
    keeper.kill('SIGTERM');
    if ((await Promise.race([exited, sleep(15_000, 'late')])) === 'late') process.kill(-keeper.pid!, 'SIGKILL');
  };

  const monitorPort = await freePort();
  const monitorDir = path.join(folder, 'monitor');
  initdb(monitorDir, monitorSettings);
  start('monitor', [
    'create',
    'monitor',
    '--pgdata',
    monitorDir,
    '--pgport',
    String(monitorPort),
    '--hostname',
    '127.0.0.1',
    '--auth',
    'trust',
    '--no-ssl',
    '--run',
  ]);
  const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover`;
  const states = async (): Promise<NodeState[]> => {
    const client = new pg.Client({ connectionString: monitorUrl });
    client.on('error', () => {});
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; port: number; reported: string; assigned: string }>(
        `select nodename as name, nodeport as port, current_group_state::text as reported, assigned_group_state::text as assigned
           from pgautofailover.current_state('default')`,
      );
      return rows;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const monitorReady = async () => {
    const deadline = Date.now() + 30_000;
    while (
      !(await states().then(
        () => true,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`The monitor did not start in 30 s:\n${output}`);
      await sleep(200);
    }
  };
  const until = async (reported: Record<string, string>, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    let seen: NodeState[] = [];
    while (Date.now() < deadline) {
      seen = await states().catch(() => []);
      if (
        Object.entries(reported).every(([name, state]) =>
          seen.some((node) => node.name === name && node.reported === state),
        )
      )
        return;
      await sleep(200);
    }
    throw new Error(
      `The nodes did not reach ${JSON.stringify(reported)} in ${timeoutMs} ms: ${JSON.stringify(seen)}\n${output}`,
    );
  };

  /**
   * A node registered with the monitor and supervised by its keeper from then on: the first made from a new cluster,
   * the next copied by pg_autoctl from the primary (pg_basebackup).
   */
  const node = async (name: string, from: 'a new cluster' | 'the primary'): Promise<FailoverNode> => {
    const port = await freePort();
    const dataDir = path.join(folder, name);
    if (from === 'a new cluster') initdb(dataDir, {}, 'fairway');
    // Its sessions, and pg_autoctl's own, as the owner of the cluster (initdb's user, or the one pg_autoctl makes).
    const user = 'fairway';
    start(
      name,
      [
        'create',
        'postgres',
        '--pgdata',
        dataDir,
        '--pgport',
        String(port),
        '--pghost',
        folder,
        '--listen',
        '127.0.0.1',
        '--hostname',
        '127.0.0.1',
        '--name',
        name,
        '--username',
        user,
        '--dbname',
        database,
        '--monitor',
        monitorUrl,
        '--auth',
        'trust',
        '--no-ssl',
        '--run',
      ],
      user,
    );
    return {
      name,
      port,
      dataDir,
      crash: () => {
        const keeper = keepers.get(name)!;
        const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        process.kill(-keeper.pid!, 'SIGKILL');
        try {
          process.kill(postmaster, 'SIGKILL');
        } catch {
          // Gone with its keeper's process group.
        }
      },
      rejoin: () => start(name, ['run', '--pgdata', dataDir], user),
      query: async <Row extends Record<string, unknown>>(text: string, values?: unknown[]) => {
        const client = new pg.Client({ connectionString: `postgres://fairway@127.0.0.1:${port}/${database}` });
        client.on('error', () => {});
        await client.connect();
        try {
          return (await client.query<Row>(text, values)).rows;
        } finally {
          await client.end().catch(() => {});
        }
      },
    };
  };

  const destroy = async () => {
    for (const name of [...keepers.keys()].reverse()) await stopKeeper(name);
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await monitorReady();
    const first = await node('node1', 'a new cluster');
    await until({ node1: 'single' }, 30_000);
    // pg_basebackup asks for a spread checkpoint, minutes long after the new database's writes: done at once here.
    await first.query('checkpoint');
    const second = await node('node2', 'the primary');
    await until({ node1: 'primary', node2: 'secondary' }, 60_000);
    for (const { dataDir } of [first, second]) {
      await autoctl(
        [
          'config',
          'set',
          '--pgdata',
          dataDir,
          'timeout.network_partition_timeout',
          `${networkPartitionTimeoutSeconds}`,
        ],
        'fairway',
      );
    }
    const { stdout } = await autoctl(['show', 'uri', '--pgdata', monitorDir, '--formation', 'default']);
    // The monitor's string names no user, and asks for TLS where it can (sslmode=prefer), which node-postgres reads
    // as verify-full: these nodes have none (--no-ssl).
    const databaseUrl = stdout
      .trim()
      .replace(/^postgres:\/\//, 'postgres://fairway@')
      .replace('sslmode=prefer', 'sslmode=disable');
    return {
      databaseUrl,
      database,
      nodes: [first, second],
      states,
      until,
      output: () => output,
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}
