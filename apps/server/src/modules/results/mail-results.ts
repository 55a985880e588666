import type { ResultCategory, ResultRow } from '@fairway/contract';
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

const linesOf = (categories: readonly ResultCategory[], memberId: number) =>
  categories.flatMap((table) =>
    table.rows.filter((row) => row.member_id === memberId).map((row) => lineWords(table.category, row)),
  );

/**
 * Mails each entrant their result as the tournament's results are published, in the publication's transaction
 * through the outbox: their position and totals in each table they are in, how a tie was split, and the link to the
 * results sheet and to the results page. Published again after a correction, only the entrants whose result changed are mailed, told it is a
 * correction. Entrants without an e-mail address are left out. Answers how many mails were queued.
 */
export async function mailResults(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  tournament: { id: number; golf_course_id: number; name: string },
  categories: readonly ResultCategory[],
  previous: readonly ResultCategory[] | null,
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
    const lines = linesOf(categories, entrant.memberId);
    if (lines.length === 0) continue;
    if (previous && linesOf(previous, entrant.memberId).join('\n') === lines.join('\n')) continue;
    const content = renderMail(
      {
        subject: previous ? `Your result in ${tournament.name}, corrected` : `Your result in ${tournament.name}`,
        greeting: `Dear ${[entrant.firstName, entrant.lastName].filter(Boolean).join(' ')},`,
        paragraphs: [
          previous
            ? `The results of ${tournament.name} were corrected and published again. Your result now:`
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
