import { describe, expect, it } from 'vitest';
import { buildWorkspaces, staleWorkspaces, workspaces } from './build-if-stale.mjs';

const built = { newestSource: 100, builtAt: 200 };

/** Every workspace built after its sources changed, except where `changes` says otherwise. */
function timesWith(changes = {}) {
  return new Map(workspaces.map(({ name }, order) => [name, { ...built, builtAt: 200 + order, ...changes[name] }]));
}

describe('staleWorkspaces', () => {
  it('builds nothing when every build is newer than its sources', () => {
    expect(staleWorkspaces(workspaces, timesWith())).toEqual([]);
  });

  it('builds everything on a fresh checkout, in build order', () => {
    const nothingBuilt = Object.fromEntries(workspaces.map(({ name }) => [name, { builtAt: undefined }]));
    expect(staleWorkspaces(workspaces, timesWith(nothingBuilt))).toEqual([
      '@fairway/golf',
      '@fairway/contract',
      '@fairway/server',
      '@fairway/web',
    ]);
  });

  it('builds the web app alone when only its sources changed', () => {
    expect(staleWorkspaces(workspaces, timesWith({ '@fairway/web': { newestSource: 500 } }))).toEqual(['@fairway/web']);
  });

  it('builds a missing output even when its sources are old', () => {
    expect(staleWorkspaces(workspaces, timesWith({ '@fairway/server': { builtAt: undefined } }))).toEqual([
      '@fairway/server',
    ]);
  });

  it('builds what reads a stale workspace, and leaves what does not', () => {
    expect(staleWorkspaces(workspaces, timesWith({ '@fairway/contract': { newestSource: 500 } }))).toEqual([
      '@fairway/contract',
      '@fairway/server',
      '@fairway/web',
    ]);
  });

  it('builds what reads a workspace built after it', () => {
    expect(staleWorkspaces(workspaces, timesWith({ '@fairway/golf': { builtAt: 900 } }))).toEqual([
      '@fairway/server',
      '@fairway/web',
    ]);
  });
});

describe('buildWorkspaces', () => {
  /** What a build prints: a line per chunk of the web app, as Vite lists them. */
  const chatty = Array.from({ length: 200 }, (_, chunk) => `dist/assets/chunk-${chunk}.js   12.30 kB`).join('\n');
  /** A clock that moves 15 s each time it is read. */
  const clock = () => {
    let seconds = 0;
    return () => (seconds += 15) * 1000;
  };

  it("says what it builds in two lines, without the builds' own output", () => {
    const printed = [];
    const status = buildWorkspaces(['@fairway/server', '@fairway/web'], {
      runBuild: () => ({ status: 0, output: chatty }),
      print: (line) => printed.push(line),
      now: clock(),
    });
    expect(status).toBe(0);
    expect(printed).toEqual([
      'Building @fairway/server, @fairway/web: a first build takes about half a minute...',
      'Built in 15 s.',
    ]);
  });

  it("shows a failed build's whole output, and builds nothing after it", () => {
    const printed = [];
    const ran = [];
    const status = buildWorkspaces(['@fairway/golf', '@fairway/server', '@fairway/web'], {
      runBuild: (name) => {
        ran.push(name);
        return name === '@fairway/server'
          ? { status: 2, output: "src/main.ts(3,1): error TS1005: ';' expected.\n" }
          : { status: 0, output: chatty };
      },
      print: (line) => printed.push(line),
      now: clock(),
    });
    expect(status).toBe(2);
    expect(ran).toEqual(['@fairway/golf', '@fairway/server']);
    expect(printed).toEqual([
      'Building @fairway/golf, @fairway/server, @fairway/web: a first build takes about half a minute...',
      "src/main.ts(3,1): error TS1005: ';' expected.",
      'The build of @fairway/server failed: its output is above.',
    ]);
  });

  it("shows npm's own words when a build cannot even start", () => {
    const printed = [];
    const status = buildWorkspaces(['@fairway/no-such-workspace'], { print: (line) => printed.push(line) });
    expect(status).not.toBe(0);
    expect(printed.at(-1)).toBe('The build of @fairway/no-such-workspace failed: its output is above.');
    expect(printed.join('\n')).toMatch(/No workspaces found[\s\S]*@fairway\/no-such-workspace/);
  });
});
