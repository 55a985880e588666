import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  golfCourseMembers,
  golfCourses,
  holeCategories,
  members,
  playerRoundGroups,
  playerRounds,
  playerScores,
  scoreRecords,
} from '../../db/schema/index.js';

const markers = alias(members, 'markers');

/** When a round for handicap is to be returned by: its start on the club's clock plus the club's time limit. */
export const returnedBy = sql`(${playerRounds.play_date} + ${playerRounds.start_time}::time + make_interval(hours => ${golfCourses.general_play_return_hours}))`;

/** A round without a score record: neither attested nor given a penalty score. */
export const unrecorded = sql`not exists (select 1 from ${scoreRecords} where ${scoreRecords.player_round_id} = ${playerRounds.id})`;

/**
 * Individual rounds as a golfer's page lists them, with when a round for handicap is to be returned by, the latest
 * first: the rounds `where` picks.
 */
export function selectIndividualRounds(db: Database, where: SQL) {
  return db
    .select({
      id: playerRounds.id,
      created_at: playerRounds.created_at,
      golf_course_id: playerRounds.golf_course_id,
      golf_course_name: golfCourses.name,
      is_guest: sql<boolean>`not exists (select 1 from ${golfCourseMembers} where ${golfCourseMembers.golf_course_id} = ${playerRounds.golf_course_id} and ${golfCourseMembers.member_id} = ${playerRounds.member_id} and not ${golfCourseMembers.is_guest})`,
      member_id: sql<number>`${playerRounds.member_id}`,
      member_name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      play_date: playerRounds.play_date,
      hole_category_id: playerRounds.hole_category_id,
      hole_category_name: holeCategories.name,
      holes: sql<number>`coalesce(${playerRounds.holes}, 18)`,
      nine: sql<'front' | 'back' | null>`${playerRounds.nine}`,
      status: playerRounds.status,
      player_round_group_id: sql<
        number | null
      >`(select min(${playerRoundGroups.id}) from ${playerRoundGroups} where ${playerRoundGroups.player_round_id} = ${playerRounds.id})`,
      course_handicap: playerRounds.course_handicap,
      playing_handicap: playerRounds.playing_handicap,
      thru: sql<number>`(select count(*)::int from ${playerScores} where ${playerScores.player_round_id} = ${playerRounds.id})`,
      gross: sql<
        number | null
      >`(select sum(${playerScores.strokes})::int from ${playerScores} where ${playerScores.player_round_id} = ${playerRounds.id})`,
      for_handicap: playerRounds.for_handicap,
      start_time: playerRounds.start_time,
      marker_member_id: playerRounds.marker_member_id,
      marker_name: sql<string | null>`trim(${markers.first_name} || ' ' || ${markers.last_name})`,
      attested_at: playerRounds.attested_at,
      penalty_reason: sql<
        string | null
      >`(select ${scoreRecords.penalty_reason} from ${scoreRecords} where ${scoreRecords.player_round_id} = ${playerRounds.id} and ${scoreRecords.source} = 'penalty')`,
      returned_by: sql<
        string | null
      >`case when ${playerRounds.start_time} is null then null else to_char(${returnedBy}, 'YYYY-MM-DD"T"HH24:MI') end`,
    })
    .from(playerRounds)
    .innerJoin(golfCourses, eq(golfCourses.id, playerRounds.golf_course_id))
    .innerJoin(members, eq(members.id, playerRounds.member_id))
    .leftJoin(markers, eq(markers.id, playerRounds.marker_member_id))
    .leftJoin(holeCategories, eq(holeCategories.id, playerRounds.hole_category_id))
    .where(where)
    .orderBy(desc(playerRounds.play_date), desc(playerRounds.id))
    .$dynamic();
}
