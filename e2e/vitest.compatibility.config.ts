import { defineConfig } from 'vitest/config';

// The built server (`npm run build` first) started as a club starts it, on the Node that runs this suite, on the
// embedded database and on a PostgreSQL server of its own (Debian's `postgresql` package, or POSTGRES_BIN).
export default defineConfig({
  test: {
    include: ['compatibility/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    environment: 'node',
  },
});
