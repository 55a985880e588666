import type { ResultPrize, TournamentResults } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { loadSharp } from '../../core/images.js';
import type { Database } from '../../db/client.js';
import { attachments, golfCourses, tournaments } from '../../db/schema/index.js';
import { readResults } from './read-results.js';
import type { ClubDates } from '../../core/club-dates.js';

/** What the results sheet is printed from: the club, its logo and paper, the tournament, its results and prizes. */
export type ResultsSheet = {
  club: { name: string; logo: Buffer | null; paperSize: 'A4' | 'letter'; currency: string; dates: ClubDates };
  tournament: { id: number; name: string; start_date: string; end_date: string };
  results: TournamentResults;
  prizes: ResultPrize[];
};

/**
 * A tournament's results as its sheet prints them, read as the results are (the same callers see it: its organisers
 * once calculated, whoever may see its board once published). The club's logo comes as PNG, which a PDF embeds.
 */
export async function readResultsSheet(db: Database, actor: Actor, tournamentId: number): Promise<ResultsSheet> {
  const results = await readResults(db, actor, tournamentId);
  const [row] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      start_date: tournaments.start_date,
      end_date: tournaments.end_date,
      clubName: golfCourses.name,
      paperSize: golfCourses.paper_size,
      currency: golfCourses.currency,
      dateFormat: golfCourses.date_format,
      timeZone: golfCourses.time_zone,
      logo: attachments.data,
    })
    .from(tournaments)
    .innerJoin(golfCourses, eq(golfCourses.id, tournaments.golf_course_id))
    .leftJoin(attachments, eq(attachments.id, golfCourses.logo_id))
    .where(eq(tournaments.id, tournamentId));
  let logo: Buffer | null = null;
  if (row!.logo) {
    try {
      logo = await (await loadSharp())(row!.logo).png().toBuffer();
    } catch {
      // A logo that cannot be read is left off the sheet rather than failing it.
    }
  }
  return {
    club: {
      name: row!.clubName,
      logo,
      paperSize: row!.paperSize,
      currency: row!.currency,
      dates: { dateFormat: row!.dateFormat, timeZone: row!.timeZone },
    },
    tournament: { id: row!.id, name: row!.name, start_date: row!.start_date, end_date: row!.end_date },
    results,
    prizes: results.prizes,
  };
}
