import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourses, playerRounds } from '../../db/schema/index.js';
import { returnedBy, selectIndividualRounds, unrecorded } from './select-individual-rounds.js';

/**
 * The active club's rounds for handicap not returned within its time limit (not attested, with no score record),
 * the oldest first, for the handicap committee (WHS Rule 7.2a).
 */
export async function listNotReturned(db: Database, actor: Actor) {
  const rounds = await selectIndividualRounds(
    db,
    and(
      inClub(playerRounds, actor.golfCourseId!),
      eq(playerRounds.for_handicap, true),
      ne(playerRounds.status, 'cancelled'),
      isNull(playerRounds.attested_at),
      unrecorded,
      sql`(${returnedBy} at time zone ${golfCourses.time_zone}) < now()`,
    )!,
  );
  return rounds.reverse();
}
