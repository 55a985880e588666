import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No module of Fairway's own code imports itself back, through any number of files: a circle makes the order in which
// modules load matter, and a layer that leans on the one that leans on it. Type imports count too, as they tie the
// files as much for a reader. The web app's areas have their own shape test; this holds every package to the same.
const root = fileURLToPath(new URL('..', import.meta.url));
const sourceFolders = ['packages/golf/src', 'packages/contract/src', 'apps/server/src', 'apps/web/src', 'e2e', 'bench'];

/** Every TypeScript source under `folder` (tests and dependencies left out), as paths from the repository. */
function sourcesUnder(folder) {
  const found = [];
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'screenshots'].includes(entry.name)) found.push(...sourcesUnder(file));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
      found.push(file);
    }
  }
  return found;
}

/** The relative modules a source imports or re-exports when it is loaded or type-checked (not `import()`). */
function importsOf(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers = [];
  for (const match of code.matchAll(/^\s*(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]*)['"]/gm)) {
    specifiers.push(match[1]);
  }
  for (const match of code.matchAll(/^\s*import\s+['"](\.[^'"]*)['"]/gm)) specifiers.push(match[1]);
  return specifiers;
}

/** The source file an import names, or undefined for a stylesheet, a JSON file or anything outside the sources. */
function resolve(files, importer, specifier) {
  const base = path.join(path.dirname(importer), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((end) => base + end).find((file) => files.has(file));
}

/** Each source's imports of other sources. */
function importGraph(folders) {
  const files = new Set(folders.flatMap(sourcesUnder));
  const edges = new Map();
  for (const file of files) {
    const targets = importsOf(fs.readFileSync(path.join(root, file), 'utf8'))
      .map((specifier) => resolve(files, file, specifier))
      .filter((target) => target !== undefined);
    edges.set(file, targets);
  }
  return edges;
}

/** The first circle of a graph's edges, as the files around it; undefined when there is none. */
function circleOf(edges) {
  const done = new Set();
  const trail = [];
  const visit = (node) => {
    const at = trail.indexOf(node);
    if (at >= 0) return [...trail.slice(at), node];
    if (done.has(node)) return undefined;
    trail.push(node);
    for (const next of edges.get(node) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    trail.pop();
    done.add(node);
    return undefined;
  };
  for (const node of edges.keys()) {
    const circle = visit(node);
    if (circle) return circle;
  }
  return undefined;
}

describe('the import graph', () => {
  it('has no circle in any package', () => {
    const graph = importGraph(sourceFolders);
    expect(graph.size).toBeGreaterThan(1000);
    expect(circleOf(graph)).toBeUndefined();
  });

  it('finds a circle of type imports and re-exports, as two files that name each other would make', () => {
    const parsed = importsOf(
      "import type { Viewer } from './organiser-of.js';\nexport { rankEvent } from './rank-event.js';\n" +
        "// import { old } from './gone.js';\nconst later = () => import('./lazy.js');\n",
    );
    expect(parsed).toEqual(['./organiser-of.js', './rank-event.js']);
    const edges = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ]);
    expect(circleOf(edges)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });
});
