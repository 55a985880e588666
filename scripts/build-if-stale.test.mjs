import { describe, expect, it } from 'vitest';
import { staleWorkspaces, workspaces } from './build-if-stale.mjs';

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
