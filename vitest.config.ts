import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { startingFirst } from './vitest.sequencer.ts';

/** Server test files that run the same whether or not DATABASE_URL names a PostgreSQL server. */
const embeddedOrNoDatabase = [
  'test/age-ledger-entries.test.ts',
  'test/asks-together.test.ts',
  'test/data-dir.test.ts',
  'test/database-servers.test.ts',
  'test/list-page-cache.test.ts',
  'test/module-shape.test.ts',
  'test/read-board-notice.test.ts',
  'test/records-in-use.test.ts',
];

// One test command for the whole repository: `npm test` runs every project below on PGlite.
// The browser journeys (e2e/) need a built app and Chromium; they run with `npm run test:e2e`.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // A worker per core. Vitest's default keeps one core for its own process, which waits while the workers run: on
    // a 2-core machine that is one test file at a time (decision 0042).
    maxWorkers: os.availableParallelism(),
    // The files that run longest for their size (CI's "Slowest test files" table), so that none starts last.
    sequence: {
      sequencer: startingFirst([
        'apps/web/src/layout/menu/menuHeadings.test.tsx',
        'apps/server/test/tournament-sheets.test.ts',
        'apps/server/test/data-dir.test.ts',
        'apps/server/test/master-data.test.ts',
      ]),
    },
    projects: [
      {
        extends: true,
        test: { name: 'golf', root: 'packages/golf', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'contract', root: 'packages/contract', include: ['test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // On DATABASE_URL's PostgreSQL (CI's second API tier), the files that never reach it are not run again: the
          // embedded database's folder, and rules tested without a database.
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? embeddedOrNoDatabase : [])],
          globalSetup: ['test/seeded-databases.ts'],
          // Each file's tests make their own app on their own database and nothing stubs a module or the environment:
          // a worker imports the server once for all its files rather than once per file (decision 0091).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/eachFileAnew.ts', 'src/test/missingLabels.ts', 'src/test/waits.ts'],
          // A worker imports the app once for all its files rather than once per file, each file leaving the window
          // as a fresh one would be (`eachFileAnew.ts`, decision 0148).
          isolate: false,
          // A whole app rendered and typed into key by key: seconds each on a busy 2-core machine, more with coverage.
          testTimeout: 20_000,
        },
      },
    ],
    // Coverage is of the golf rules, by their own tests (`npm test` runs the golf project alone with it): every line
    // is run by a test, since a rule no test runs is a rule nobody has checked. The other projects run without it: no
    // threshold held their figures, and collecting them cost the API tests a tenth of their time (decision 0158).
    coverage: {
      provider: 'v8',
      include: ['packages/golf/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 100 },
    },
  },
});
