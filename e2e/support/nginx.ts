import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './server.js';

export type Balancer = { url: string; output: () => string; stop: () => Promise<void> };

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate)) ?? 'nginx';

/**
 * Debian's nginx as a balancer in front of `upstreams` (http://host:port), with a configuration written for the test
 * in a folder of its own, as the README's "Several servers behind one address" shows it: a club's requests (its
 * `X-Golf-Course`) go to one server while it answers, those without a club in turn (decision 0156); streams are not
 * buffered, a server that does not answer is skipped for the next request, an idle connection to a server is closed
 * before the server would close it, and nothing is written outside the folder. `workerConnections` bounds the
 * connections nginx holds at once, two for each client it passes on (a bench's thousands of stream clients).
 */
export async function startNginx(
  upstreams: readonly string[],
  { workerConnections = 4096 }: { workerConnections?: number } = {},
): Promise<Balancer> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-nginx-'));
  const port = await freePort();
  const servers = upstreams.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=2s;`).join('\n');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
worker_rlimit_nofile ${workerConnections * 2};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream fairway {
    hash $http_x_golf_course consistent;
${servers}
    keepalive 1024;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://fairway;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  let output = '';
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`nginx did not start in time:\n${output}`);
    await sleep(100);
  }
  return {
    url,
    output: () =>
      output +
      (fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : ''),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
