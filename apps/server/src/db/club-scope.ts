import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { amongIds, amongRows, arrayColumn } from './array-column.js';
import { golfCourseMembers, members } from './schema/members.js';

/** The column that says which club a row belongs to, if the table has one. */
export function clubColumnOf(table: PgTable): PgColumn | undefined {
  return (getTableColumns(table) as Record<string, PgColumn>).golf_course_id;
}

/**
 * The condition that keeps a query inside one club. Every query of club-scoped rows goes through this, the REST
 * resources' and the hand-written ones' alike, so that one club's rows never reach another.
 */
export function inClub(table: PgTable, golfCourseId: number): SQL {
  const column = clubColumnOf(table);
  if (!column) throw new Error('inClub: the table has no golf_course_id column');
  return eq(column, golfCourseId);
}

/**
 * The condition that keeps a query inside some clubs, for a batch of several clubs' asks read at once: the caller keeps
 * each row to its own club's asks by its `golf_course_id`.
 */
export function inClubs(table: PgTable, golfCourseIds: readonly number[]): SQL {
  const column = clubColumnOf(table);
  if (!column) throw new Error('inClubs: the table has no golf_course_id column');
  return amongIds(column, [...new Set(golfCourseIds)]);
}

/**
 * The condition that keeps a query to some clubs' days (`dateColumn` a day of the row's club), for a batch of several
 * clubs' asks: each row is of one of the days asked, of its own club.
 */
export function onClubDays(
  table: PgTable,
  dateColumn: PgColumn,
  days: readonly { golfCourseId: number; date: string }[],
): SQL {
  const clubIds = days.map((day) => day.golfCourseId);
  return sql`${inClubs(table, clubIds)} and ${amongRows(
    [clubColumnOf(table)!, dateColumn],
    [
      arrayColumn(clubIds, 'integer'),
      arrayColumn(
        days.map((day) => day.date),
        'date',
      ),
    ],
  )}`;
}

/**
 * The condition that keeps a query to the golfers of one club: `memberColumn` names a golfer tied to the club by a
 * golf_course_members row. Golfers are shared by clubs, so their rows (addresses, contacts, indexes) go through this.
 */
export function ofClubMembers(memberColumn: PgColumn, golfCourseId: number): SQL {
  return sql`${memberColumn} in (select ${golfCourseMembers.member_id} from ${golfCourseMembers} where ${inClub(golfCourseMembers, golfCourseId)})`;
}

/** The condition that keeps a query to one user's own golfer (`memberColumn` names it): their own rows, in any club. */
export function ofOwnGolfer(memberColumn: PgColumn, userId: number): SQL {
  return sql`${memberColumn} in (select ${members.id} from ${members} where ${members.user_id} = ${userId})`;
}
