import type { KnockoutChart, ResultPrize, TournamentFlights, TournamentResults } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { loadSharp } from '../../core/images.js';
import type { Database } from '../../db/client.js';
import { attachments, golfCourses, tournaments } from '../../db/schema/index.js';
import { readKnockoutChart } from '../tournaments/index.js';
import { eclecticEntries } from './eclectic-entries.js';
import { readResults } from './read-results.js';
import { readTournamentCards } from './read-tournament-cards.js';
import type { ClubDates } from '../../core/club-dates.js';

/**
 * What the results sheet is printed from: the club, its logo and paper, the tournament (its flights), its results and
 * prizes; an eclectic's best-hole cards, a knockout's draw chart.
 */
export type ResultsSheet = {
  club: { name: string; logo: Buffer | null; paperSize: 'A4' | 'letter'; currency: string; dates: ClubDates };
  tournament: {
    id: number;
    name: string;
    start_date: string;
    end_date: string;
    flights: TournamentFlights | null;
  };
  results: TournamentResults;
  prizes: ResultPrize[];
  /** An eclectic's card of each entry: its best strokes on each hole over the rounds, by member id. */
  eclecticCards: { holeNumbers: number[]; strokes: Map<number, (number | null)[]> } | null;
  knockout: KnockoutChart | null;
};

/**
 * A tournament's results as its sheet prints them, read as the results are (the same callers see it: its organisers
 * once calculated, whoever may see its board once published). The club's logo comes as PNG, which a PDF embeds. An
 * eclectic's best-hole cards are worked out from the cards as stored (`eclecticEntries`), as its calculation does; a
 * knockout's chart is read as it stands.
 */
export async function readResultsSheet(db: Database, actor: Actor, tournamentId: number): Promise<ResultsSheet> {
  const results = await readResults(db, actor, tournamentId);
  const [row] = await db
    .select({
      id: tournaments.id,
      golfCourseId: tournaments.golf_course_id,
      name: tournaments.name,
      start_date: tournaments.start_date,
      end_date: tournaments.end_date,
      flights: tournaments.flights,
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
  let eclecticCards: ResultsSheet['eclecticCards'] = null;
  if (results.format === 'eclectic') {
    const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    const cards = await readTournamentCards(db, tournament!);
    eclecticCards = {
      holeNumbers: cards.rounds[0]?.holes.map((hole) => hole.number) ?? [],
      strokes: new Map(eclecticEntries(cards.entries).map((entry) => [entry.memberId, entry.rounds[0]!.strokes])),
    };
  }
  return {
    club: {
      name: row!.clubName,
      logo,
      paperSize: row!.paperSize,
      currency: row!.currency,
      dates: { dateFormat: row!.dateFormat, timeZone: row!.timeZone },
    },
    tournament: {
      id: row!.id,
      name: row!.name,
      start_date: row!.start_date,
      end_date: row!.end_date,
      flights: row!.flights ?? null,
    },
    results,
    prizes: results.prizes,
    eclecticCards,
    knockout: results.format === 'knockout' ? await readKnockoutChart(db, row!.golfCourseId, tournamentId) : null,
  };
}
