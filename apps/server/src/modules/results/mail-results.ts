import type { ResultCategory, ResultMatch, ResultRow, ResultTeam } from '@fairway/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { members, tournamentMembers } from '../../db/schema/index.js';
import { mailClubOf, publicLink, queueMail, renderMail } from '../mail/index.js';

/** A result's totals in words: "net 72 (gross 86)", "36 points (gross 86)", with the Peoria handicap where there is one. */
function scoreWords(row: ResultRow): string {
  const gross = row.gross === null ? '' : `gross ${row.gross}`;
  const peoria = row.peoria_handicap === null ? '' : `Peoria handicap ${row.peoria_handicap}`;
  const extras = [gross, peoria].filter(Boolean).join(', ');
  if (row.points !== null) return `${row.points} points${extras ? ` (${extras})` : ''}`;
  if (row.net !== null) return `net ${row.net}${extras ? ` (${extras})` : ''}`;
  return gross || 'no score';
}

/** A player's line in one table, in words. */
function lineWords(table: string, row: ResultRow): string {
  const where = table === '' ? '' : `${table}: `;
  if (row.position === null) return `${where}${row.position_display} (${scoreWords(row)}).`;
  const tie = row.countback ? ` ${row.countback.charAt(0).toUpperCase()}${row.countback.slice(1)}.` : '';
  return `${where}position ${row.position_display}, ${scoreWords(row)}.${tie}`;
}

/** A pair's, team's or Ryder Cup side's line, in words: "Eagles: position T2, 68 strokes." */
function teamWords(team: ResultTeam): string {
  const total =
    team.total === null ? 'no return' : team.side !== null ? `${team.total} points` : `${team.total} strokes`;
  if (team.position === null) return `${team.name}: ${team.position_display} (${total}).`;
  return `${team.name}: position ${team.position_display}, ${total}.`;
}

/**
 * A match the player played, in words, from their side: "Round 1, group 2: Eagles v Hawks, won by Eagles 3&2; your
 * side's points: 1.", with a Nassau's bets one a line.
 */
function matchWords(match: ResultMatch, memberId: number): string[] {
  const mine = match.sides.find((side) => side.players.some((player) => player.member_id === memberId));
  if (!mine) return [];
  const [sideA, sideB] = match.sides;
  const winner = match.sides.find((side) => side.side === match.winner);
  const outcome = !match.decided
    ? `${match.state} after ${match.holes_played} holes`
    : winner
      ? `won by ${winner.name} ${match.state}`
      : 'halved';
  const points = mine.points === null ? '' : `; your side's points: ${mine.points}`;
  const settlement = mine.settlement === null ? '' : `; your side's bets won less lost: ${mine.settlement}`;
  return [
    `Round ${match.round_number}, group ${match.group_number}: ${sideA?.name ?? ''} v ${sideB?.name ?? ''}, ${outcome}${points}${settlement}.`,
    ...match.bets.map((bet) => `${bet.explanation}.`),
  ];
}

/** What a publication tells its players: the tables, the matches, the pairs, sides and teams. */
export type MailedResults = {
  categories: readonly ResultCategory[];
  matches: readonly ResultMatch[];
  teams: readonly ResultTeam[];
};

const linesOf = (results: MailedResults, memberId: number) => [
  ...results.categories.flatMap((table) =>
    table.rows.filter((row) => row.member_id === memberId).map((row) => lineWords(table.category, row)),
  ),
  ...results.teams
    .filter((team) => team.members.some((member) => member.member_id === memberId))
    .map((team) => teamWords(team)),
  ...results.matches.flatMap((match) => matchWords(match, memberId)),
];

/**
 * Mails each entrant their result as the tournament's results are published, in the publication's transaction
 * through the outbox: their position and totals in each table they are in, how a tie was split, and the link to the
 * results sheet and to the results page; in the match and team formats, their pair's, side's or team's place and
 * each match they played. Published again after a correction, only the entrants whose result changed are mailed,
 * told it is a correction and why (`previous.reason`). Entrants without an e-mail address are left out. Answers how
 * many mails were queued.
 */
export async function mailResults(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  tournament: { id: number; golf_course_id: number; name: string },
  results: MailedResults,
  previous: (MailedResults & { reason: string | null }) | null,
): Promise<number> {
  const entrants = await db
    .select({ memberId: members.id, firstName: members.first_name, lastName: members.last_name, email: members.email })
    .from(tournamentMembers)
    .innerJoin(members, eq(members.id, tournamentMembers.member_id))
    .where(and(eq(tournamentMembers.tournament_id, tournament.id), ne(members.email, '')));
  if (entrants.length === 0) return 0;
  const club = await mailClubOf(db, tournament.golf_course_id);
  const link = {
    label: 'The results sheet',
    url: publicLink(config, `/api/tournaments/${tournament.id}/generate_pdf_view/`),
  };
  // The sheet opens without signing in for a public tournament; the page, signed in, for any the member may see.
  const page = `The results on Fairway: ${publicLink(config, `/tournament-results?tournament=${tournament.id}`)}`;
  let queued = 0;
  for (const entrant of entrants) {
    const lines = linesOf(results, entrant.memberId);
    if (lines.length === 0) continue;
    if (previous && linesOf(previous, entrant.memberId).join('\n') === lines.join('\n')) continue;
    const content = renderMail(
      {
        subject: previous ? `Your result in ${tournament.name}, corrected` : `Your result in ${tournament.name}`,
        greeting: `Dear ${[entrant.firstName, entrant.lastName].filter(Boolean).join(' ')},`,
        paragraphs: [
          previous
            ? `The results of ${tournament.name} were corrected and published again${previous.reason ? ` (${previous.reason})` : ''}. Your result now:`
            : `The results of ${tournament.name} are published. Your result:`,
          ...lines,
          page,
        ],
        link,
        club,
      },
      config,
    );
    await queueMail(db, { ...content, golfCourseId: tournament.golf_course_id, recipient: entrant.email });
    queued += 1;
  }
  return queued;
}
