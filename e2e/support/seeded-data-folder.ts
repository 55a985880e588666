import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the built server has migrated and seeded the demo into, for journeys to copy. */
    seededDataFolder: string;
    /** The demo clubs' dates when it was seeded (`demoClubDates`). */
    seededOn: string;
  }
}

/** The demo's clubs' time zones, as `apps/server/src/seed/demo.ts` seeds them. */
const demoClubTimeZones = ['Europe/London', 'Asia/Kolkata'];

/**
 * The demo clubs' dates now, each in its own time zone. The demo is seeded around its clubs' today (the medal in play,
 * the day's tee sheet): a copy seeded on another day shows yesterday's.
 */
export function demoClubDates(): string {
  return demoClubTimeZones
    .map((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()))
    .join(' ');
}

/**
 * Vitest's global set-up for the journeys: the built server seeds the demo once into a data folder, and stops; each
 * journey file starts its server on a copy of it, which is as fresh as a first start and a few seconds quicker.
 */
export default async function seedOnce(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-seeded-'));
  const seededOn = demoClubDates();
  const server = await startServer({ dataDir: folder });
  await server.stop();
  project.provide('seededDataFolder', folder);
  project.provide('seededOn', seededOn);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
