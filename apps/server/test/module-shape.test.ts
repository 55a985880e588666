import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The shape of an area, as docs/ARCHITECTURE.md ("The module template") writes it down: a module file is the area's
// `index.ts`, its routes, the declaration of one API resource, or one use case, and its name says which.

const modulesDir = fileURLToPath(new URL('../src/modules/', import.meta.url));
const areas = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const camelCase = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const pascalCase = (kebab: string) => camelCase(kebab).replace(/^[a-z]/, (letter) => letter.toUpperCase());
/** `golf-courses` -> `golf-course`: an area's routes are named after one of its things. */
const singular = (area: string) => area.replace(/s$/, '');

/** The names a module exports at run time (types leave nothing behind). */
async function runtimeExports(area: string, file: string): Promise<Record<string, unknown>> {
  return (await import(`../src/modules/${area}/${file.replace(/\.ts$/, '.js')}`)) as Record<string, unknown>;
}

/** What is wrong with one module file's name and exports, in words; empty when it has the documented shape. */
function shapeProblems(area: string, file: string, exported: Record<string, unknown>): string[] {
  const names = Object.keys(exported).sort();
  const stem = file.replace(/\.ts$/, '');
  if (file === 'index.ts') {
    const register = `register${pascalCase(area)}`;
    return typeof exported[register] === 'function' ? [] : [`exports no function ${register}`];
  }
  if (stem.endsWith('-routes')) {
    const expected = `register${pascalCase(stem)}`;
    const problems: string[] = [];
    if (stem !== `${area}-routes` && !stem.startsWith(`${singular(area)}-`)) {
      problems.push(`is not named ${singular(area)}-routes.ts or ${singular(area)}-<part>-routes.ts`);
    }
    if (names.join() !== expected || typeof exported[expected] !== 'function') {
      problems.push(`exports ${names.join(', ') || 'nothing'} instead of the one function ${expected}`);
    }
    return problems;
  }
  if (stem.endsWith('.resource')) {
    const resourceName = stem.replace(/\.resource$/, '');
    const expected = `${camelCase(resourceName)}Resource`;
    if (names.join() !== expected) return [`exports ${names.join(', ') || 'nothing'} instead of only ${expected}`];
    const declared = (exported[expected] as { name?: unknown }).name;
    const apiName = resourceName.replaceAll('-', '_');
    return declared === apiName ? [] : [`declares the resource ${String(declared)}, not ${apiName}`];
  }
  const asFunction = camelCase(stem);
  const asClass = pascalCase(stem);
  const named = names.find((name) => name === asFunction || name === asClass);
  const moreFunctions = names.filter((name) => name !== named && typeof exported[name] === 'function');
  const problems: string[] = [];
  if (!named) problems.push(`exports no ${asFunction} (or class ${asClass})`);
  if (moreFunctions.length > 0) problems.push(`exports more functions beside it: ${moreFunctions.join(', ')}`);
  return problems;
}

describe('every area has the documented shape', () => {
  it.each(areas)(
    '%s: index.ts, <area>-routes.ts, one <name>.resource.ts per API resource, one use case per file',
    async (area) => {
      const files = readdirSync(new URL(`../src/modules/${area}/`, import.meta.url)).filter(
        (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
      );
      expect(files).toContain('index.ts');
      const problems: string[] = [];
      for (const file of files) {
        for (const problem of shapeProblems(area, file, await runtimeExports(area, file)))
          problems.push(`${area}/${file} ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('names a file that breaks the shape', () => {
    const useCase = () => undefined;
    expect(shapeProblems('members', 'list-roster.ts', { listRoster: useCase })).toEqual([]);
    expect(shapeProblems('members', 'list-roster.ts', { listRoster: useCase, rosterPageSize: 25 })).toEqual([]);
    expect(shapeProblems('members', 'list-roster.ts', { listRoster: useCase, rosterSize: useCase })).toEqual([
      'exports more functions beside it: rosterSize',
    ]);
    expect(shapeProblems('members', 'roster.ts', { listRoster: useCase })).toEqual([
      'exports no roster (or class Roster)',
      'exports more functions beside it: listRoster',
    ]);
    expect(shapeProblems('members', 'roster-routes.ts', { registerRosterRoutes: useCase })).toEqual([
      'is not named member-routes.ts or member-<part>-routes.ts',
    ]);
    expect(
      shapeProblems('members', 'member-addresses.resource.ts', { addressesResource: { name: 'addresses' } }),
    ).toEqual(['exports addressesResource instead of only memberAddressesResource']);
    expect(
      shapeProblems('members', 'member-addresses.resource.ts', { memberAddressesResource: { name: 'addresses' } }),
    ).toEqual(['declares the resource addresses, not member_addresses']);
    expect(shapeProblems('members', 'index.ts', { registerMember: useCase })).toEqual([
      'exports no function registerMembers',
    ]);
  });
});
