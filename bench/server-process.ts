import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serverStartWords } from '../scripts/start-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** SERVER_NODE_FLAGS adds Node flags to a server's process only (a CPU profile: `--cpu-prof --cpu-prof-dir=DIR`). */
const extraFlags = () => process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];

/**
 * The built server (`npm run build` first) as `npm start` runs it: with the Node flags and entry of the server's
 * start script for its database, chosen as `npm start` chooses it (scripts/start-server.mjs), so that what a bench
 * measures is what a club runs. `env` is added to this process's; the server's warnings and errors go to this
 * process's stderr.
 */
export function spawnBuiltServer(env: Record<string, string>) {
  const words = serverStartWords({ ...process.env, ...env });
  const serverArguments = words.map((word) => (word.startsWith('-') ? word : path.join(root, 'apps/server', word)));
  return spawn(process.execPath, [...extraFlags(), ...serverArguments], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The server's source (no build) as `npm run dev` runs it, without watching, with the Node flags of its start script:
 * in a process of its own, so that a bench's client does not share the server's event loop. `env` is added to this
 * process's; the server's warnings and errors go to this process's stderr.
 */
export function spawnSourceServer(env: Record<string, string>) {
  const flags = serverStartWords({ ...process.env, ...env }).filter((word) => word.startsWith('-'));
  flags.push(...extraFlags());
  return spawn(
    process.execPath,
    [...flags, '--import', 'tsx', '--conditions=source', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: path.join(root, 'apps/server'),
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** Resolves once `url` answers 2xx; fails when `child` exits first or after 100 s. */
export async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url}: the server did not start`);
}

/**
 * The ceiling (a bare Fastify route answering a 25-row page) on `ceilingPort`, and the built server on `port` with the
 * demo seeded on a fresh data folder (with DATABASE_URL naming an empty database, on PostgreSQL), both answering; the
 * demo admin's headers for the demo club. `stop` ends both and removes the folder.
 */
export async function startBenchServers(ceilingPort: number, port: number) {
  const ceiling = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/ceiling-server.ts'), String(ceilingPort)],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-bench-'));
  const server = spawnBuiltServer({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'always' });
  const stop = async () => {
    ceiling.kill('SIGTERM');
    server.kill('SIGTERM');
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${ceilingPort}/page`, ceiling);
    await waitFor(`${url}/readyz`, server);
    const login = await fetch(`${url}/auth/token/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.fairway.golf', password: 'fairway-demo' }),
    });
    const { auth_token: token } = (await login.json()) as { auth_token: string };
    return {
      url,
      ceilingUrl: `http://127.0.0.1:${ceilingPort}/page`,
      headers: { authorization: `Token ${token}`, 'x-golf-course': '1' },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
