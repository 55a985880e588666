import type { competitionEntryStatuses } from '@fairway/contract';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { competitionEntries, golfCourses, memberExpenses, members, tournaments } from '../../db/schema/index.js';

const homeClubs = alias(golfCourses, 'home_clubs');

/** A golfer of a side or team entered at once, as their partners see them. */
type SidePartner = {
  entry_id: number;
  member_id: number;
  name: string;
  status: (typeof competitionEntryStatuses)[number];
};

/**
 * Members' entries that `condition` picks among those the club holds and those its golfers made at other clubs' open
 * events, as the API answers them: with the tournament and its club, the golfer by name with their Handicap Index now
 * and, at an open event, their home club; a waiting entry's place on its list (from 1, in the order the database took
 * them), and whether the fee is posted; of a side or team entered at once, who entered it and their partners. In the order of their tournaments, then the order they were taken.
 */
export async function readCompetitionEntries(db: Database, golfCourseId: number, condition: SQL | undefined) {
  const rows = await db
    .select({
      id: competitionEntries.id,
      created_at: competitionEntries.created_at,
      tournament_id: competitionEntries.tournament_id,
      tournament_name: tournaments.name,
      start_date: tournaments.start_date,
      club_name: golfCourses.name,
      currency: golfCourses.currency,
      member_id: competitionEntries.member_id,
      name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      home_club_name: homeClubs.name,
      handicap_index: members.handicap_index,
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
      side_entry_id: competitionEntries.side_entry_id,
      side_entered_by: sql<string | null>`(
        select trim(entered_by.first_name || ' ' || entered_by.last_name)
        from ${competitionEntries} as side_entry join ${members} as entered_by on entered_by.id = side_entry.member_id
        where side_entry.id = ${competitionEntries.side_entry_id})`,
      partners: sql<SidePartner[]>`coalesce((
        select json_agg(json_build_object('entry_id', partner.id, 'member_id', partner.member_id,
          'name', trim(golfer.first_name || ' ' || golfer.last_name), 'status', partner.status) order by partner.id)
        from ${competitionEntries} as partner join ${members} as golfer on golfer.id = partner.member_id
        where partner.side_entry_id = ${competitionEntries.side_entry_id} and partner.id <> ${competitionEntries.id}
      ), '[]'::json)`,
    })
    .from(competitionEntries)
    .innerJoin(tournaments, eq(tournaments.id, competitionEntries.tournament_id))
    .innerJoin(golfCourses, eq(golfCourses.id, competitionEntries.golf_course_id))
    .innerJoin(members, eq(members.id, competitionEntries.member_id))
    .leftJoin(homeClubs, eq(homeClubs.id, competitionEntries.home_golf_course_id))
    .leftJoin(memberExpenses, eq(memberExpenses.id, competitionEntries.member_expense_id))
    .where(
      and(
        or(inClub(competitionEntries, golfCourseId), eq(competitionEntries.home_golf_course_id, golfCourseId)),
        condition,
      ),
    )
    .orderBy(desc(tournaments.start_date), asc(competitionEntries.tournament_id), asc(competitionEntries.id));
  return rows;
}
