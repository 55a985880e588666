import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The lint's side of the layers (eslint.config.js, docs/ARCHITECTURE.md): a file that imports the wrong way is refused
// as it is written. Each case is a one-line file linted at the place it would stand.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The import rule's messages for a file at `filePath` holding one import. */
async function refusals(filePath, specifier) {
  const [result] = await eslint.lintText(`export * from '${specifier}';\n`, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// The first file linted loads the configuration and its plugins: seconds on a busy machine.
describe("the lint's import rules", { timeout: 60_000 }, () => {
  it.each([
    ['the kit importing an area', 'apps/web/src/layout/crud/Shown.tsx', '../../areas/news'],
    ['the providers importing an area', 'apps/web/src/providers/calls.ts', '../areas/billing'],
    [
      'an area reaching into another',
      'apps/web/src/areas/results/screens/board/Board.tsx',
      '../../../tournaments/resources/tournaments/FieldTab',
    ],
    [
      'an area importing the route table',
      'apps/web/src/areas/news/screens/news/Feed.tsx',
      '../../../../routes/routeTable',
    ],
    ['a server layer importing an area', 'apps/server/src/core/clock.ts', '../modules/billing/index.js'],
    [
      'a server area reaching into another',
      'apps/server/src/modules/results/rank.ts',
      '../scoring/read-round-sheet.js',
    ],
  ])('refuse %s', async (_what, filePath, specifier) => {
    expect(await refusals(filePath, specifier)).toHaveLength(1);
  });

  it.each([
    [
      'an area using another through its index',
      'apps/web/src/areas/results/screens/board/Board.tsx',
      '../../../scoring',
    ],
    [
      'an area using the route helpers of the kit',
      'apps/web/src/areas/news/screens/news/index.ts',
      '../../../../layout/routing/routeEntry',
    ],
    ['an area using the kit', 'apps/web/src/areas/news/screens/news/Feed.tsx', '../../../../layout/crud/PageHeading'],
    ['a server area using another through its index', 'apps/server/src/modules/results/rank.ts', '../scoring/index.js'],
  ])('let through %s', async (_what, filePath, specifier) => {
    expect(await refusals(filePath, specifier)).toEqual([]);
  });
});
