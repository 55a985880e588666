import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const holderScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-holder.ts');
const started: ChildProcess[] = [];

/** A process of another program (`sleep`), alive until the test ends it. */
export function startOtherProgram(): ChildProcess {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  started.push(child);
  return child;
}

/** Another Fairway process holding `dataDir`: a server (with the database open) or a command; resolves once it does. */
export async function startLockHolder(dataDir: string, role: 'server' | 'command'): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', holderScript, dataDir, role], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  let output = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (!output.includes('ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The lock holder did not start: ${output}`);
    await sleep(50);
  }
  return child;
}

/** False once `child` has ended, waiting a moment for the news of a signal to arrive. */
export async function isStillRunning(child: ChildProcess): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return false;
  return Promise.race([once(child, 'exit').then(() => false), sleep(300).then(() => true)]);
}

export function endStartedProcesses() {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
