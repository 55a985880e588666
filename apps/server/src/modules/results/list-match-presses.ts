import type { MatchPressRecord } from '@fairway/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { matchPresses, playerRoundGroups, playerRounds, users } from '../../db/schema/index.js';
import { tournamentOf } from '../tournaments/index.js';

/**
 * The presses called by hand in a tournament's matches, by round, group and hole (`groupId`: one match's); with who
 * recorded each. The tournament's organisers only: another club's tournament is not found.
 */
export async function listMatchPresses(
  db: Database,
  actor: Actor,
  tournamentId: number,
  groupId?: number,
  pressId?: number,
): Promise<MatchPressRecord[]> {
  const tournament = await tournamentOf(db, actor, tournamentId);
  if (!tournament) throw new NotFoundError();
  const rows = await db
    .select({
      id: matchPresses.id,
      created_at: matchPresses.created_at,
      created_by: matchPresses.created_by,
      updated_at: matchPresses.updated_at,
      updated_by: matchPresses.updated_by,
      golf_course_id: matchPresses.golf_course_id,
      tournament_id: matchPresses.tournament_id,
      group_id: matchPresses.player_round_group_id,
      round_number: playerRounds.round_number,
      group_number: playerRoundGroups.number,
      span: matchPresses.span,
      after_hole: matchPresses.after_hole,
      side: matchPresses.side,
      called_by_name: sql<string | null>`trim(${users.first_name} || ' ' || ${users.last_name})`,
    })
    .from(matchPresses)
    .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, matchPresses.player_round_group_id))
    .innerJoin(playerRounds, eq(playerRounds.id, playerRoundGroups.player_round_id))
    .leftJoin(users, eq(users.id, matchPresses.created_by))
    .where(
      and(
        inClub(matchPresses, tournament.golf_course_id),
        eq(matchPresses.tournament_id, tournament.id),
        groupId === undefined ? undefined : eq(matchPresses.player_round_group_id, groupId),
        pressId === undefined ? undefined : eq(matchPresses.id, pressId),
      ),
    )
    .orderBy(
      asc(playerRounds.round_number),
      asc(playerRoundGroups.number),
      asc(matchPresses.span),
      asc(matchPresses.after_hole),
    );
  return rows as MatchPressRecord[];
}
