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

function main() {
  const times = new Map(workspaces.map((workspace) => [workspace.name, timesOf(workspace)]));
  const toBuild = staleWorkspaces(workspaces, times);
  if (toBuild.length === 0) {
    console.log('The build is up to date.');
    return;
  }
  for (const name of toBuild) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const { status } = spawnSync(npm, ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
    if (status !== 0) {
      // A failed tsc still writes its files: without the output, the next start tries again.
      const workspace = workspaces.find((candidate) => candidate.name === name);
      fs.rmSync(path.join(root, workspace.folder, workspace.output), { force: true });
      process.exit(status ?? 1);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
