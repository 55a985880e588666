import { defineConfig } from 'vitest/config';

// The database fault suite against the built server (`npm run build` first) on a PostgreSQL server of its own, which
// it stops, starts and locks while clients run. Needs Debian's `postgresql` package (or POSTGRES_BIN).
export default defineConfig({
  test: {
    include: ['faults/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    environment: 'node',
  },
});
