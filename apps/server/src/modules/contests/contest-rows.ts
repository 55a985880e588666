import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { contests, golfCourseHoles, playerRounds, prizeTypes, tournaments } from '../../db/schema/index.js';

/** A club's contests as clients read them (the `Contest` record), with their round's tournament and hole's par. */
export async function contestRows(db: Database, golfCourseId: number, condition?: SQL) {
  return db
    .select({
      id: contests.id,
      created_at: contests.created_at,
      created_by: contests.created_by,
      updated_at: contests.updated_at,
      updated_by: contests.updated_by,
      golf_course_id: contests.golf_course_id,
      player_round_id: contests.player_round_id,
      tournament_id: sql<number>`${playerRounds.tournament_id}`,
      tournament_name: tournaments.name,
      round_number: playerRounds.round_number,
      round_status: playerRounds.status,
      kind: contests.kind,
      hole_number: contests.hole_number,
      hole_id: golfCourseHoles.id,
      par: golfCourseHoles.par,
      gender: contests.gender,
      category: contests.category,
      unit: contests.unit,
      prize_type_id: contests.prize_type_id,
      prize_type_name: prizeTypes.name,
      is_active: contests.is_active,
    })
    .from(contests)
    .innerJoin(playerRounds, eq(playerRounds.id, contests.player_round_id))
    .innerJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .leftJoin(
      golfCourseHoles,
      and(
        eq(golfCourseHoles.golf_course_id, contests.golf_course_id),
        eq(golfCourseHoles.number, contests.hole_number),
      ),
    )
    .leftJoin(prizeTypes, eq(prizeTypes.id, contests.prize_type_id))
    .where(and(inClub(contests, golfCourseId), condition))
    .orderBy(asc(tournaments.name), asc(contests.hole_number), asc(contests.id));
}

export type ContestRow = Awaited<ReturnType<typeof contestRows>>[number];
