import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import { loadSharp } from '../../core/images.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { attachments, golfCourses, playerRounds, tournaments } from '../../db/schema/index.js';
import { listRoundGroups } from './list-round-groups.js';
import { roundsOfOrganiser } from './rounds-of-organiser.js';

/** What a round's printed sheets show: the club and its logo, the tournament, the round, and its groups in order. */
export type DrawSheet = {
  club: { name: string; logo: Buffer | null };
  tournament: { name: string };
  round: {
    id: number;
    round_number: number;
    /** In the club's date format. */
    play_date: string;
    start_type: string;
    status: string;
  };
  groups: Awaited<ReturnType<typeof listRoundGroups>>;
};

/** A day (YYYY-MM-DD) written the way the club writes dates (`DD/MM/YYYY` and the others a club chooses). */
const inClubFormat = (day: string, format: string) => {
  const [year = '', month = '', date = ''] = day.split('-');
  return format.replace('YYYY', year).replace('MM', month).replace('DD', date);
};

/**
 * A round's sheet as the PDF is drawn from: the round is of the active club and, for an event manager, of their
 * series (another answers 404). The club's logo comes as PNG or JPEG, the two a PDF embeds: a WebP logo is turned into
 * a PNG.
 */
export async function readDrawSheet(db: Database, actor: Actor, roundId: number): Promise<DrawSheet> {
  const reach = roundsOfOrganiser(actor);
  const [row] = await db
    .select({
      id: playerRounds.id,
      round_number: playerRounds.round_number,
      play_date: playerRounds.play_date,
      start_type: playerRounds.start_type,
      status: playerRounds.status,
      tournament_name: tournaments.name,
      club_name: golfCourses.name,
      date_format: golfCourses.date_format,
      logo_type: attachments.content_type,
      logo: attachments.data,
    })
    .from(playerRounds)
    .innerJoin(golfCourses, eq(golfCourses.id, playerRounds.golf_course_id))
    .leftJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .leftJoin(attachments, eq(attachments.id, golfCourses.logo_id))
    .where(
      and(
        eq(playerRounds.id, roundId),
        inClub(playerRounds, actor.golfCourseId!),
        reach ? sql`${playerRounds.id} in ${reach}` : undefined,
      ),
    );
  if (!row) throw new NotFoundError();
  const logo = !row.logo
    ? null
    : row.logo_type === 'image/webp'
      ? await (await loadSharp())(row.logo).png().toBuffer()
      : row.logo;
  return {
    club: { name: row.club_name, logo },
    tournament: { name: row.tournament_name ?? '' },
    round: {
      id: row.id,
      round_number: row.round_number,
      play_date: inClubFormat(String(row.play_date), row.date_format),
      start_type: row.start_type,
      status: row.status,
    },
    groups: await listRoundGroups(db, actor, roundId),
  };
}
