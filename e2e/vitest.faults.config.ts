import { defineConfig } from 'vitest/config';

// The database fault suite against the built server (`npm run build` first), each file on a PostgreSQL server of its
// own, which it stops, starts and locks while clients run. Needs Debian's `postgresql` package (or POSTGRES_BIN). Its
// tests mostly wait (for a fault to outlast a bound, for PostgreSQL to come back), so two files run at a time, each
// with its own PostgreSQL (decision 0091).
export default defineConfig({
  test: {
    include: ['faults/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    environment: 'node',
  },
});
