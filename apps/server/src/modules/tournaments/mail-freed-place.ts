import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { clubDates, formatClubDate } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { mailClubOf, publicLink, queueMail, renderMail } from '../mail/index.js';
import type { TournamentRow } from './tournament-of.js';

/**
 * Mails a golfer from the waiting list, in the change's transaction (the outbox): they have a place in the field, or
 * a place is offered to them until `offeredUntil`, to take on their Competitions page.
 */
export async function mailFreedPlace(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  tournament: TournamentRow,
  memberId: number,
  offeredUntil: Date | null,
): Promise<void> {
  const [golfer] = await tx
    .select({ firstName: members.first_name, email: members.email })
    .from(members)
    .where(eq(members.id, memberId));
  if (!golfer?.email) return;
  const [club, dates] = await Promise.all([
    mailClubOf(tx, tournament.golf_course_id),
    clubDates(tx, tournament.golf_course_id),
  ]);
  const day = formatClubDate(tournament.start_date, dates);
  await queueMail(tx, {
    golfCourseId: tournament.golf_course_id,
    recipient: golfer.email,
    ...renderMail(
      {
        subject:
          offeredUntil === null
            ? `You have a place in ${tournament.name}`
            : `A place in ${tournament.name} is offered to you`,
        greeting: `Hello ${golfer.firstName},`,
        paragraphs:
          offeredUntil === null
            ? [`A place in the field of ${tournament.name} on ${day} came free, and it is yours: you are entered.`]
            : [
                `A place in the field of ${tournament.name} on ${day} came free, and you are first on the waiting list.`,
                `It is held for you until ${formatClubDate(offeredUntil, dates, { withTime: true })}; after that it goes to the next golfer waiting.`,
              ],
        link: {
          label: offeredUntil === null ? 'Your entries' : 'Take the place',
          url: publicLink(config, '/competitions'),
        },
        club,
      },
      config,
    ),
  });
}
