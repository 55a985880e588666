import { defineConfig } from 'vitest/config';

// Browser journeys against the built app (`npm run build` first). The demo is seeded once for the run; each file
// starts its own server on a copy of that data folder, so two files run at a time without meeting: a journey mostly
// waits for its page, and two keep both cores busy (decision 0042).
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/seeded-data-folder.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // A screen on a busy 2-core machine can take longer than the default second to show what a journey waits for.
    expect: { poll: { timeout: 10_000 } },
    environment: 'node',
  },
});
