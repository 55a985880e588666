import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type Entrant, golfersOfClub } from './golfers-of-club.js';

export type { Entrant } from './golfers-of-club.js';

/** A golfer of the club, picked out by `golfer` (their login or their member id), or undefined when they are none of it. */
export async function golferOfClub(db: Database, golfCourseId: number, golfer: SQL): Promise<Entrant | undefined> {
  const [found] = await golfersOfClub(db, golfCourseId, golfer);
  return found;
}
