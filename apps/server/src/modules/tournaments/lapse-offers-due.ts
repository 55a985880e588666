import { and, eq, lte } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { competitionEntries } from '../../db/schema/index.js';
import { fillFreedPlaces } from './fill-freed-places.js';
import { lockedCompetition } from './locked-competition.js';

/**
 * Offers of freed places not taken in time lapse, and each place goes on to the next golfer waiting (`fillFreedPlaces`),
 * one tournament a transaction under its lock, as the club itself (no user). The server runs it every minute, so that
 * a place moves on though no one opens the event.
 */
export async function lapseOffersDue(db: Database, config: Pick<Config, 'publicUrl' | 'port'>): Promise<void> {
  const due = await db
    .selectDistinct({ tournamentId: competitionEntries.tournament_id, golfCourseId: competitionEntries.golf_course_id })
    .from(competitionEntries)
    .where(and(eq(competitionEntries.status, 'offered'), lte(competitionEntries.offered_until, new Date())));
  for (const { tournamentId, golfCourseId } of due) {
    await db.transaction(async (tx) => {
      const { tournament, rules } = await lockedCompetition(tx, golfCourseId, tournamentId);
      await fillFreedPlaces(tx, config, { userId: null, golfCourseId, ip: null }, tournament, rules);
    });
  }
}
