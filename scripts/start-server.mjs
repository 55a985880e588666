/**
 * `npm start`'s server, after `build-if-stale.mjs`: the built server with the Node flags of the server's start script
 * for its database (decision 0155). The embedded database's `start` keeps V8's young generation small, for a single
 * machine's memory; PostgreSQL's `start:postgres` leaves it as V8 sizes it, for the evening rush. Signals are passed
 * on, and this process ends as the server does.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');

/** The words after `node` of the server's start script for the database `env` names. */
export function serverStartWords(env = process.env) {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(serverFolder, 'package.json'), 'utf8'));
  const [, ...words] = (env.DATABASE_URL ? scripts['start:postgres'] : scripts.start).split(' ');
  return words;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = spawn(process.execPath, serverStartWords(), { cwd: serverFolder, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}
