import { describe, expect, it } from 'vitest';
import { routeTable } from './routeTable';

describe('the route table', () => {
  it('has each path once, so that no screen hides behind an earlier entry of the same path', () => {
    const paths = routeTable.map((entry) => entry.path);
    const repeated = paths.filter((path, index) => paths.indexOf(path) !== index);
    expect(repeated).toEqual([]);
  });

  it('gives the public registration pages their screens, not a page saying they come later', () => {
    for (const path of ['/golf-course-registration', '/golf-courses', '/set-password']) {
      const entry = routeTable.find((candidate) => candidate.path === path);
      expect(entry?.screen, path).toBeDefined();
      expect(entry?.laterPart, path).toBeUndefined();
    }
  });
});
