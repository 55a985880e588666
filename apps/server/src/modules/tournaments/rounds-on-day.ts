import type { Database } from '../../db/client.js';
import { type RoundOnDay, roundsOnDays } from './rounds-on-days.js';

/** The club's tournament rounds played on a day, not cancelled, each with the tee times its draw gave its groups. */
export async function roundsOnDay(db: Database, golfCourseId: number, date: string): Promise<RoundOnDay[]> {
  const [rounds] = await roundsOnDays(db, [{ golfCourseId, date }]);
  return rounds!;
}
