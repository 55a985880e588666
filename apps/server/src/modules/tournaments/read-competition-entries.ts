import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { competitionEntries, memberExpenses, members, tournaments } from '../../db/schema/index.js';

/**
 * Members' entries of the club that `condition` picks, as the API answers them: with the tournament, the golfer by
 * name, a waiting entry's place on its list (from 1, in the order the database took them), and
 * whether the fee is posted. In the order of their tournaments, then the order they were taken.
 */
export async function readCompetitionEntries(db: Database, golfCourseId: number, condition: SQL | undefined) {
  const rows = await db
    .select({
      id: competitionEntries.id,
      created_at: competitionEntries.created_at,
      tournament_id: competitionEntries.tournament_id,
      tournament_name: tournaments.name,
      start_date: tournaments.start_date,
      member_id: competitionEntries.member_id,
      name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      preferred_start: competitionEntries.preferred_start,
      status: competitionEntries.status,
      waiting_position: sql<number | null>`case when ${competitionEntries.status} = 'waiting' then (
        select count(*)::int from ${competitionEntries} as waiting_before
        where waiting_before.tournament_id = ${competitionEntries.tournament_id}
          and waiting_before.status = 'waiting' and waiting_before.id <= ${competitionEntries.id}) end`,
      offered_until: competitionEntries.offered_until,
      fee_minor: competitionEntries.fee_minor,
      fee_posted: sql<boolean>`${memberExpenses.id} is not null`,
      fee_reversed: competitionEntries.fee_reversed,
      withdrawn_at: competitionEntries.withdrawn_at,
    })
    .from(competitionEntries)
    .innerJoin(tournaments, eq(tournaments.id, competitionEntries.tournament_id))
    .innerJoin(members, eq(members.id, competitionEntries.member_id))
    .leftJoin(memberExpenses, eq(memberExpenses.id, competitionEntries.member_expense_id))
    .where(and(inClub(competitionEntries, golfCourseId), condition))
    .orderBy(desc(tournaments.start_date), asc(competitionEntries.tournament_id), asc(competitionEntries.id));
  return rows;
}
