import { describe, expect, it } from 'vitest';
import { menuLeaves } from '../layout/menu/visibleMenu';
import type { DeclaredRoute, WebArea } from '../layout/routing/routeEntry';
import { routeTable } from '../routes/routeTable';

// The web app's shape, as docs/ARCHITECTURE.md writes it down: one folder per area, named as the server's, each with
// one index.ts giving its pages, menu entries and cards; the area's resources (one API resource each) and screens (a page that is
// not one) contribute their routes to it. Imports run one way: the kit (layout/) and providers/ import no area, an
// area reaches another only through its index.ts and imports nothing of the route table, and no
// module imports itself back. Only the providers know paths of the API. ESLint's no-restricted-imports says the same
// as each file is written (eslint.config.js).

type Part = { routes?: readonly DeclaredRoute[] };
type Area = Record<string, unknown>;

const areaIndexes = import.meta.glob<Area>('./*/index.ts', { eager: true });
const partIndexes = import.meta.glob<Part>('./*/{resources,screens}/*/index.ts', { eager: true });
const areaFiles = Object.keys(import.meta.glob('./*/**/*', { eager: false }));
const serverAreas = Object.keys(import.meta.glob('../../../server/src/modules/*/index.ts', { eager: false })).map(
  (file) => file.split('/').at(-2)!,
);
const sources = import.meta.glob<string>('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** A glob's key as a path from src/: `../App.tsx` -> `App.tsx`, `./news/x.ts` -> `areas/news/x.ts`. */
const fromSrc = (key: string) => new URL(key, 'file:///src/areas/').pathname.replace(/^\/src\//, '');

const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const areaOf = (file: string) => (file.startsWith('areas/') ? file.split('/')[1] : undefined);

/** The code of a source without its comments, so that an `import('...')` in a doc line is not read as one. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

interface Import {
  specifier: string;
  /** Read when the module is: a value import or re-export, not `import type` nor `import()`. */
  static: boolean;
}

/** Every relative import of a source: static ones, re-exports, side-effect imports and `import()`. */
function importsOf(source: string): Import[] {
  const code = withoutComments(source);
  const found: Import[] = [];
  for (const match of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.[^'"]*)['"]/gm)) {
    const [, , typeOnly, names = '', specifier = ''] = match;
    const onlyTypes = Boolean(typeOnly) || /^\{\s*(type\s+[^,}]+,?\s*)+\}$/.test(names.trim());
    found.push({ specifier, static: !onlyTypes });
  }
  for (const match of code.matchAll(/^\s*import\s+['"](\.[^'"]*)['"]/gm))
    found.push({ specifier: match[1]!, static: true });
  for (const match of code.matchAll(/import\(\s*['"](\.[^'"]*)['"]\s*\)/g))
    found.push({ specifier: match[1]!, static: false });
  return found;
}

const files = new Set(Object.keys(sources).map(fromSrc));
const sourceOf = (file: string) => sources[`../${file}`] ?? sources[`./${file.replace(/^areas\//, '')}`] ?? '';

/** The file an import names, from src/; undefined for one outside src/ or not a module (a stylesheet). */
function resolve(importer: string, specifier: string): string | undefined {
  const base = new URL(specifier, `file:///${importer}`).pathname.slice(1);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((file) => files.has(file));
}

/** What is wrong with one import, in words; empty when it runs the way the layers allow. */
function importProblems(importer: string, target: string): string[] {
  const from = areaOf(importer);
  const to = areaOf(target);
  const isTest = /\.test\.tsx?$/.test(importer);
  if (/^(layout|providers)\//.test(importer) && to && !isTest)
    return [`${importer}: the kit and providers/ import no area (${target})`];
  if (from && to && from !== to && target !== `areas/${to}/index.ts`) {
    return [`${importer}: reaches into ${to} (${target}) rather than through areas/${to}/index.ts`];
  }
  if (from && !isTest && /^routes\//.test(target)) {
    return [`${importer}: imports ${target}, above the areas`];
  }
  return [];
}

/** The first circle of a graph's edges, as the files around it; undefined when there is none. */
function circleOf(edges: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return undefined;
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(node);
    return undefined;
  };
  for (const node of edges.keys()) {
    const circle = visit(node);
    if (circle) return circle;
  }
  return undefined;
}

const resolvedImports = [...files].flatMap((importer) =>
  importsOf(sourceOf(importer)).flatMap((found) => {
    const target = resolve(importer, found.specifier);
    return target ? [{ importer, target, static: found.static }] : [];
  }),
);

function graph(edges: readonly { from: string; to: string }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { from, to } of edges) map.set(from, [...(map.get(from) ?? []), to]);
  return map;
}

describe("the web app's areas", () => {
  const areas = [...new Set(areaFiles.map((file) => file.split('/')[1]!))];

  it("are named as the server's areas", () => {
    expect(areas.filter((area) => !serverAreas.includes(area))).toEqual([]);
  });

  it('each has an index.ts giving its routes, and only resources/, screens/, labels/ and providers/ beside it', () => {
    const problems = areas.flatMap((area) => {
      const declared = areaIndexes[`./${area}/index.ts`]?.[`${camelCase(area)}Area`] as Part | undefined;
      const missing = Array.isArray(declared?.routes) ? [] : [`${area}/index.ts exports no ${camelCase(area)}Area`];
      const strays = areaFiles
        .filter((file) => file.startsWith(`./${area}/`) && file !== `./${area}/index.ts`)
        .filter(
          (file) => !/^\.\/[^/]+\/(resources|screens)\/[^/]+\/|^\.\/[^/]+\/(labels|providers)\/[^/]+$/.test(file),
        );
      return [...missing, ...strays.map((file) => `${file} is outside resources/, screens/, labels/ and providers/`)];
    });
    expect(problems).toEqual([]);
  });

  it('each folder of resources/ and screens/ has an index.ts exporting its routes', () => {
    const folders = new Set(
      areaFiles
        .filter((file) => /^\.\/[^/]+\/(resources|screens)\/[^/]+\//.test(file))
        .map((file) => file.split('/').slice(0, 4).join('/')),
    );
    const withoutRoutes = [...folders].filter((folder) => !Array.isArray(partIndexes[`${folder}/index.ts`]?.routes));
    expect(withoutRoutes).toEqual([]);
  });

  it("gathers its parts' routes, and the route table gathers the areas' and nothing else", () => {
    const paths = (entries: readonly DeclaredRoute[]) => entries.map((entry) => entry.path).sort();
    const ofParts = Object.values(partIndexes).flatMap((part) => part.routes ?? []);
    const ofAreas = areas.flatMap(
      (area) => (areaIndexes[`./${area}/index.ts`]?.[`${camelCase(area)}Area`] as Part).routes ?? [],
    );
    expect(paths(ofAreas)).toEqual(paths(ofParts));
    expect(paths(routeTable)).toEqual(paths(ofAreas));
  });

  it('each leads its menu entries to pages of its own', () => {
    const problems = areas.flatMap((area) => {
      const declared = areaIndexes[`./${area}/index.ts`]?.[`${camelCase(area)}Area`] as WebArea;
      const paths = new Set(declared.routes.map((route) => route.path));
      return menuLeaves(declared.menu?.map((placement) => placement.entry) ?? [])
        .filter(({ entry }) => !paths.has(entry.path!))
        .map(({ entry }) => `${area}: the menu entry ${entry.tag} leads to ${entry.path}, not one of its pages`);
    });
    expect(problems).toEqual([]);
  });

  it('import one way: the kit no area, an area another only through its index.ts, none the route table', () => {
    const problems = resolvedImports.flatMap(({ importer, target }) => importProblems(importer, target));
    expect(problems).toEqual([]);
  });

  it('make no circle: neither of modules read at load, nor of areas', () => {
    expect(
      circleOf(
        graph(
          resolvedImports
            .filter((found) => found.static)
            .map(({ importer, target }) => ({ from: importer, to: target })),
        ),
      ),
    ).toBeUndefined();
    const areaEdges = resolvedImports.flatMap(({ importer, target }) => {
      const [from, to] = [areaOf(importer), areaOf(target)];
      return from && to && from !== to ? [{ from, to }] : [];
    });
    expect(circleOf(graph(areaEdges))).toBeUndefined();
  });

  it('names an import that runs the wrong way, and a circle', () => {
    expect(importProblems('areas/results/screens/x/X.tsx', 'areas/tournaments/index.ts')).toEqual([]);
    expect(importProblems('areas/results/screens/x/X.tsx', 'areas/tournaments/resources/tournaments/Y.tsx')).toEqual([
      'areas/results/screens/x/X.tsx: reaches into tournaments (areas/tournaments/resources/tournaments/Y.tsx) rather than through areas/tournaments/index.ts',
    ]);
    expect(importProblems('layout/crud/Z.tsx', 'areas/news/index.ts')).toEqual([
      'layout/crud/Z.tsx: the kit and providers/ import no area (areas/news/index.ts)',
    ]);
    expect(importProblems('areas/news/screens/x/X.tsx', 'routes/routeTable.ts')).toEqual([
      'areas/news/screens/x/X.tsx: imports routes/routeTable.ts, above the areas',
    ]);
    expect(importProblems('areas/news/screens/x/X.tsx', 'layout/routing/routeEntry.ts')).toEqual([]);
    expect(
      circleOf(
        graph([
          { from: 'a', to: 'b' },
          { from: 'b', to: 'c' },
          { from: 'c', to: 'a' },
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      circleOf(
        graph([
          { from: 'a', to: 'b' },
          { from: 'a', to: 'c' },
          { from: 'b', to: 'c' },
        ]),
      ),
    ).toBeUndefined();
    expect(
      importsOf(
        "import type { A } from './a';\nimport { type B } from './b';\nimport { C } from './c';\n// import('./d')\nconst e = () => import('./e');",
      ),
    ).toEqual([
      { specifier: './a', static: false },
      { specifier: './b', static: false },
      { specifier: './c', static: true },
      { specifier: './e', static: false },
    ]);
  });

  it('no screen writes a path of the API: they call the providers and the typed client', () => {
    // The scoring page's own provider: a separate entry without the contract's schemas, its paths held to the
    // contract's declarations by the compiler (decision 0061).
    const providers = new Set(['scoring/scoringContract.ts']);
    const writingPaths = [...files]
      .filter((file) => !providers.has(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !/^(providers|areas\/[^/]+\/providers|test)\//.test(file))
      .filter((file) =>
        withoutComments(sourceOf(file))
          .split('\n')
          .some((line) => /['"`]\/api\//.test(line)),
      );
    expect(writingPaths).toEqual([]);
  });
});
