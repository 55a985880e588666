import type { tournamentCandidatesQuery } from '@fairway/contract';
import { fieldCategory } from '@fairway/golf';
import { and, asc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourseMembers, members, tournamentMembers } from '../../db/schema/index.js';
import { ageOn } from '../courses/index.js';
import { tournamentOf } from './tournament-of.js';

/** The most golfers one answer lists: a search narrows a bigger club. */
const mostListed = 500;

/**
 * `get_tournament_members`: the golfers who can still be entered in a tournament (the club's, and the roster of the
 * series' event manager, who play as guests), not yet entered, with their current index and the category they would
 * play in; found by name, narrowed by gender, index band and category. A page of the first 500 by name.
 */
export async function listTournamentCandidates(
  db: Database,
  actor: Actor,
  query: z.infer<typeof tournamentCandidatesQuery>,
) {
  const tournament = await tournamentOf(db, actor, query.tournament_id);
  if (!tournament) throw new NotFoundError();
  const name = sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`;
  const ofClub = sql`${members.id} in (select ${golfCourseMembers.member_id} from ${golfCourseMembers} where ${golfCourseMembers.golf_course_id} = ${tournament.golf_course_id} and ${golfCourseMembers.status} = 'active')`;
  // Spelled out: in a select of one table, Drizzle writes that table's columns unqualified.
  const onRoster = sql<boolean>`members.id in (select rostered.member_id from event_manager_members rostered join tournament_masters series on series.event_manager_id = rostered.event_manager_id where series.id = ${tournament.tournament_master_id ?? 0})`;
  // A search is a part of a name or e-mail, its wildcards taken as the characters they are.
  const search = query.search?.trim().replace(/[\\%_]/g, '\\$&');
  const rows = await db
    .select({
      member_id: members.id,
      name,
      gender: members.gender,
      handicap_index: members.handicap_index,
      date_of_birth: members.date_of_birth,
      is_guest: sql<boolean>`coalesce((select tie.is_guest from golf_course_members tie where tie.golf_course_id = ${tournament.golf_course_id} and tie.member_id = members.id), true)`,
      on_roster: onRoster,
    })
    .from(members)
    .where(
      and(
        or(ofClub, onRoster),
        sql`not exists (select 1 from ${tournamentMembers} where ${tournamentMembers.tournament_id} = ${tournament.id} and ${tournamentMembers.member_id} = ${members.id})`,
        search ? or(ilike(name, `%${search}%`), ilike(members.email, `%${search}%`)) : undefined,
        query.gender ? eq(members.gender, query.gender) : undefined,
        query.min_index !== undefined ? gte(members.handicap_index, query.min_index) : undefined,
        query.max_index !== undefined ? lte(members.handicap_index, query.max_index) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${name})`), asc(members.id))
    .limit(query.category ? mostListed * 4 : mostListed);
  return rows
    .map(({ date_of_birth, ...row }) => {
      const age = ageOn(date_of_birth, tournament.start_date);
      const handicapIndex = row.handicap_index as number | null;
      return {
        ...row,
        handicap_index: handicapIndex,
        category: fieldCategory({ categories: tournament.categories, gender: row.gender, handicapIndex, age }),
      };
    })
    .filter((row) => !query.category || row.category === query.category)
    .slice(0, mostListed);
}
