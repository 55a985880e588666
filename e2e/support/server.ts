import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = path.join(repositoryRoot, 'apps', 'server', 'dist', 'main.js');

export type RunningServer = {
  url: string;
  dataDir: string;
  /** Everything the server has printed so far, standard output and error together. */
  output: () => string;
  /** False once the process has ended, by itself or by a signal. */
  isRunning: () => boolean;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  /** Sends the process a signal (`SIGKILL`: the machine's plug pulled) and resolves once it has ended. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (`npm run build` first) on a free port with a new data folder, and waits until it is ready
 * (`/readyz`), or only alive (`/healthz`: listening, its database perhaps still away).
 */
export async function startServer(
  options: {
    seedDemo?: 'auto' | 'always' | 'never';
    dataDir?: string;
    environment?: Record<string, string>;
    waitFor?: 'ready' | 'alive';
  } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) throw new Error(`No built server at ${serverEntry}: run npm run build first.`);
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-'));
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: options.seedDemo ?? 'auto',
      ...options.environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const probe = options.waitFor === 'alive' ? '/healthz' : '/readyz';
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}${probe}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${output}`);
    await sleep(250);
  }
  return {
    url,
    dataDir,
    output: () => output,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
