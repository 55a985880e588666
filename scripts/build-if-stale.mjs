/**
 * `npm start` runs this before the server: it builds a workspace only when its build is missing or older than what
 * it is built from, so that a restart takes seconds. `npm run build` still builds everything.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Read by every build: a changed lock file may mean a changed compiler or bundler. */
const sharedSources = ['package-lock.json', 'tsconfig.base.json'];

/**
 * The workspaces `npm start` needs, in build order: the files and folders each build reads, the file each build
 * always writes last, and the workspaces whose builds it reads.
 */
export const workspaces = [
  {
    name: '@fairway/golf',
    folder: 'packages/golf',
    sources: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
    output: 'dist/index.js',
    dependsOn: [],
  },
  {
    name: '@fairway/contract',
    folder: 'packages/contract',
    sources: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
    output: 'dist/index.js',
    dependsOn: [],
  },
  {
    name: '@fairway/server',
    folder: 'apps/server',
    sources: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
    output: 'dist/main.js',
    dependsOn: ['@fairway/golf', '@fairway/contract'],
  },
  {
    name: '@fairway/web',
    folder: 'apps/web',
    sources: ['src', 'public', 'index.html', 'vite.config.ts', 'precompress.ts', 'package.json', 'tsconfig.json'],
    output: 'dist/index.html',
    dependsOn: ['@fairway/golf', '@fairway/contract'],
  },
];

/**
 * The workspaces to build, in build order. `times` gives, by workspace name, the newest modification time of its
 * sources and that of its build output (undefined when there is none). A workspace is stale when its output is
 * missing or older than one of its sources, or when a workspace it reads is stale or was built after it.
 */
export function staleWorkspaces(workspaceList, times) {
  const stale = new Set();
  for (const workspace of workspaceList) {
    const { newestSource, builtAt } = times.get(workspace.name);
    const isStale =
      builtAt === undefined ||
      newestSource > builtAt ||
      workspace.dependsOn.some((name) => stale.has(name) || (times.get(name).builtAt ?? Infinity) > builtAt);
    if (isStale) stale.add(workspace.name);
  }
  return workspaceList.filter((workspace) => stale.has(workspace.name)).map((workspace) => workspace.name);
}

function newestModification(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestModification(path.join(entry, name))), stat.mtimeMs);
}

function timesOf(workspace) {
  const folder = path.join(root, workspace.folder);
  const output = path.join(folder, workspace.output);
  const newestSource = Math.max(
    ...sharedSources.map((name) => newestModification(path.join(root, name))),
    ...workspace.sources.map((name) => newestModification(path.join(folder, name))),
  );
  return { newestSource, builtAt: fs.existsSync(output) ? fs.statSync(output).mtimeMs : undefined };
}

/** Runs a workspace's build with its output captured: `{ status, output }`, the status null when it could not run. */
function npmRunBuild(name) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', name], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: build.status, output: `${build.stdout ?? ''}${build.stderr ?? ''}${build.error?.message ?? ''}` };
}

/**
 * Builds `names` in order, saying so in two lines; a build's own output (the compilers' and the bundler's) is shown
 * only when it fails, and then whole. Answers the exit code: 0, or the failed build's.
 */
export function buildWorkspaces(names, { runBuild = npmRunBuild, print = console.log, now = Date.now } = {}) {
  const started = now();
  print(`Building ${names.join(', ')}: a first build takes about half a minute...`);
  for (const name of names) {
    const { status, output } = runBuild(name);
    if (status !== 0) {
      print(output.trimEnd());
      print(`The build of ${name} failed: its output is above.`);
      return status ?? 1;
    }
  }
  print(`Built in ${Math.round((now() - started) / 1000)} s.`);
  return 0;
}

function main() {
  const times = new Map(workspaces.map((workspace) => [workspace.name, timesOf(workspace)]));
  const toBuild = staleWorkspaces(workspaces, times);
  if (toBuild.length === 0) {
    console.log('The build is up to date.');
    return;
  }
  const status = buildWorkspaces(toBuild, {
    runBuild: (name) => {
      const build = npmRunBuild(name);
      // A failed tsc still writes its files: without the output, the next start tries again.
      if (build.status !== 0) {
        const workspace = workspaces.find((candidate) => candidate.name === name);
        fs.rmSync(path.join(root, workspace.folder, workspace.output), { force: true });
      }
      return build;
    },
  });
  if (status !== 0) process.exit(status);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
