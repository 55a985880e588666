import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the built server has migrated and seeded the demo into, for journeys to copy. */
    seededDataFolder: string;
  }
}

/**
 * Vitest's global set-up for the journeys: the built server seeds the demo once into a data folder, and stops; each
 * journey file starts its server on a copy of it, which is as fresh as a first start and a few seconds quicker.
 */
export default async function seedOnce(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-seeded-'));
  const server = await startServer({ dataDir: folder });
  await server.stop();
  project.provide('seededDataFolder', folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
