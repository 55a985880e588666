import { and, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { inClub } from '../../db/club-scope.js';
import { members, playerRounds } from '../../db/schema/index.js';

/**
 * The rounds a caller reaches for scoring: those of the active club, and their own individual rounds wherever they
 * played them (a round as a guest belongs to the club played, where they are no member).
 */
export function roundOfClubOrOwn(actor: Actor): SQL {
  const own =
    actor.userId === null
      ? sql`false`
      : and(
          isNull(playerRounds.tournament_id),
          sql`${playerRounds.member_id} = (select ${members.id} from ${members} where ${members.user_id} = ${actor.userId})`,
        )!;
  return or(inClub(playerRounds, actor.golfCourseId!), own)!;
}
