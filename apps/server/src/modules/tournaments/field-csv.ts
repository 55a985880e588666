import { asc, eq, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { holeCategories, members, tournamentMembers, tournamentTeams } from '../../db/schema/index.js';
import { tournamentOf } from './tournament-of.js';

/** The CSV's columns, in order. */
export const fieldCsvHeader = [
  'Name',
  'Gender',
  'Tee set',
  'Handicap Index',
  'Course handicap',
  'Playing handicap',
  'Category',
  'Team',
  'Status',
  'Paid',
] as const;

/**
 * Text a spreadsheet would read as a formula (`=`, `+`, `-`, `@` first) starts with an apostrophe instead: a name
 * typed by a golfer never runs in the organiser's spreadsheet (OWASP, CSV injection).
 */
const asText = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? ''));

/**
 * A tournament's field as CSV, by name: each entry's gender, tee set, Handicap Index (one decimal, plus handicaps
 * negative), course and playing handicaps, category, team, status and whether they paid. The tournament is of the
 * active club and, for an event manager, of their series; another answers 404.
 */
export async function fieldCsv(db: Database, actor: Actor, tournamentId: number): Promise<string> {
  const tournament = await tournamentOf(db, actor, tournamentId);
  if (!tournament) throw new NotFoundError();
  const name = sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`;
  const rows = await db
    .select({
      name,
      gender: members.gender,
      tee_set: holeCategories.name,
      handicap_index: tournamentMembers.handicap_index,
      course_handicap: tournamentMembers.course_handicap,
      playing_handicap: tournamentMembers.playing_handicap,
      category: tournamentMembers.category,
      team: tournamentTeams.name,
      status: tournamentMembers.status,
      paid: tournamentMembers.paid,
    })
    .from(tournamentMembers)
    .innerJoin(members, eq(members.id, tournamentMembers.member_id))
    .leftJoin(holeCategories, eq(holeCategories.id, tournamentMembers.hole_category_id))
    .leftJoin(tournamentTeams, eq(tournamentTeams.id, tournamentMembers.team_id))
    .where(eq(tournamentMembers.tournament_id, tournament.id))
    .orderBy(asc(name), asc(tournamentMembers.id));
  return stringify(
    [
      [...fieldCsvHeader],
      ...rows.map((row) => [
        asText(row.name),
        row.gender ?? '',
        asText(row.tee_set),
        row.handicap_index === null ? '' : Number(row.handicap_index).toFixed(1),
        row.course_handicap ?? '',
        row.playing_handicap ?? '',
        asText(row.category),
        asText(row.team),
        row.status,
        row.paid ? 'yes' : 'no',
      ]),
    ],
    { record_delimiter: '\r\n' },
  );
}
