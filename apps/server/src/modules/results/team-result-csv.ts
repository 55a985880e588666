import { stringify } from 'csv-stringify/sync';
import type { Actor } from '../../core/actor.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { formatWords } from './calculate-results.js';
import { readResults } from './read-results.js';

/** The CSV's columns, in order. */
export const teamResultCsvHeader = [
  'Position',
  'Team',
  'Total',
  'Player',
  'Playing handicap',
  'Counting holes',
] as const;

/** Text a spreadsheet would run as a formula starts with an apostrophe instead (OWASP, CSV injection). */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * A team event's result as last calculated, as CSV: a row a player, under their team's position ("T2", "NR"), name
 * and total, with their playing handicap and the holes where their score counted. Read as the results are: their
 * organisers before publication, whoever may see the board after; a tournament of another format answers 400.
 */
export async function teamResultCsv(db: Database, actor: Actor, tournamentId: number): Promise<string> {
  const results = await readResults(db, actor, tournamentId);
  if (results.format !== 'team') {
    throw new InvalidInputError({
      format: [
        `This tournament is played as ${formatWords[results.format]}; the team result CSV is for a ${formatWords.team}.`,
      ],
    });
  }
  const rows = results.teams.flatMap((team) => {
    const teamCells = [team.position_display, asText(team.name), team.total ?? ''];
    if (team.members.length === 0) return [[...teamCells, '', '', '']];
    return team.members.map((member) => [
      ...teamCells,
      asText(member.name),
      member.playing_handicap ?? '',
      member.counting_holes.join(' '),
    ]);
  });
  return stringify([[...teamResultCsvHeader], ...rows], { record_delimiter: '\r\n' });
}
