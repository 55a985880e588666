import { describe, expect, it } from 'vitest';
import type { RouteEntry } from './routeEntry';
import { routeTable } from './routeTable';

// The web app's shape, as docs/ARCHITECTURE.md writes it down: each folder under resources/ (one API resource) and
// screens/ (a page that is not one) contributes its own routes from its index.ts, and only the providers know paths of
// the API.

const areas = {
  ...import.meta.glob<{ routes?: readonly RouteEntry[] }>('../resources/*/index.ts', { eager: true }),
  ...import.meta.glob<{ routes?: readonly RouteEntry[] }>('../screens/*/index.ts', { eager: true }),
};
const areaFolders = Object.keys({
  ...import.meta.glob('../resources/*/*', { eager: false }),
  ...import.meta.glob('../screens/*/*', { eager: false }),
}).map((file) => file.split('/').slice(0, 3).join('/'));

const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../providers/**', '!../test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** The lines of a source that are code, not its comments. */
const codeLines = (source: string) => source.split('\n').filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line));

describe("the web app's areas", () => {
  it('each folder of resources/ and screens/ has an index.ts exporting its routes', () => {
    const withoutRoutes = [...new Set(areaFolders)].filter(
      (folder) => !Array.isArray(areas[`${folder}/index.ts`]?.routes),
    );
    expect(withoutRoutes).toEqual([]);
  });

  it("the route table gathers every area's routes, and nothing else", () => {
    const contributed = Object.values(areas).flatMap((area) => area.routes ?? []);
    expect(routeTable.map((entry) => entry.path).sort()).toEqual(contributed.map((entry) => entry.path).sort());
  });

  it('no screen writes a path of the API: they call the providers and the typed client', () => {
    // The scoring page's own provider: a separate entry without the contract's schemas, its paths held to the
    // contract's declarations by the compiler (decision 0061).
    const providers = new Set(['../scoring/scoringContract.ts']);
    const writingPaths = Object.entries(sources)
      .filter(([file]) => !providers.has(file))
      .filter(([, source]) => codeLines(source).some((line) => /['"`]\/api\//.test(line)))
      .map(([file]) => file);
    expect(writingPaths).toEqual([]);
  });
});
