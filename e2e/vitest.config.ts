import { defineConfig } from 'vitest/config';
import { startingFirst } from '../vitest.sequencer.js';

// Browser journeys against the built app (`npm run build` first). The demo is seeded once for the run; each file
// starts its own server on a copy of that data folder, so files run at the same time without meeting. A journey mostly
// waits for its page, so three run at a time (on a quiet machine no faster than two: decision 0103); the one bound on
// time that was here (/healthz through a first start) is in the fault suite, which runs alone (decisions 0042, 0103).
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/seeded-data-folder.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    maxWorkers: 3,
    // A worker imports Playwright and the support modules once for all its files, not once per file: each file starts
    // its own server and Chromium and keeps its state in them, and no file stubs a module (decision 0158).
    isolate: false,
    // The tour's two files are the longest of the tier and among its smallest, which Vitest would start last.
    sequence: { sequencer: startingFirst(['journeys/tour-desktop.test.ts', 'journeys/tour-phone.test.ts']) },
    // A screen on a busy 2-core machine can take longer than the default second to show what a journey waits for.
    expect: { poll: { timeout: 10_000 } },
    environment: 'node',
  },
});
