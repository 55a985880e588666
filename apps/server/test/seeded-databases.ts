import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A folder of this run where the API test files share the demo seeded once per public address (the one thing of
     * the configuration the seed reads), rather than each file seeding its own.
     */
    seedsFolder: string;
  }
}

/** Where a seeded PGlite data folder is copied quickest: memory, where the machine has it as a file system. */
function quickFolder(): string {
  return fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
}

/**
 * Vitest's global set-up for the API tests: a folder for the run's seeded databases (`test-app.ts` fills it the
 * first time a seed is asked for), removed at the end with the template databases made on DATABASE_URL's server.
 */
export default function shareSeeds(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(quickFolder(), 'fairway-api-seeds-'));
  project.provide('seedsFolder', folder);
  return async () => {
    const templates = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.postgres'))
      .map((name) => fs.readFileSync(path.join(folder, name), 'utf8'));
    fs.rmSync(folder, { recursive: true, force: true });
    if (!process.env.DATABASE_URL || templates.length === 0) return;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      for (const template of templates) await client.query(`drop database if exists ${template}`);
    } finally {
      await client.end();
    }
  };
}
