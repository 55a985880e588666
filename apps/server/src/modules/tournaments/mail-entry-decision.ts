import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { clubDates, formatClubDate } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { mailClubOf, publicLink, queueMail, renderMail } from '../mail/index.js';
import type { TournamentRow } from './tournament-of.js';

/** What the organiser decided of an entry awaiting approval, as the golfer's entry now stands. */
export type EntryDecision = 'entered' | 'waiting' | 'declined';

/**
 * Mails a golfer of another club, in the change's transaction (the outbox), the organiser's decision on their entry
 * of an open event: in the field, on the waiting list, or declined.
 */
export async function mailEntryDecision(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  tournament: TournamentRow,
  memberId: number,
  decision: EntryDecision,
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
  const event = `${tournament.name} on ${formatClubDate(tournament.start_date, dates)}`;
  const said = {
    entered: `The organiser approved your entry of ${event}: you are in the field.`,
    waiting: `The organiser approved your entry of ${event}; the field is full, so you are on its waiting list.`,
    declined: `The organiser of ${event} declined your entry.`,
  }[decision];
  await queueMail(tx, {
    golfCourseId: tournament.golf_course_id,
    recipient: golfer.email,
    ...renderMail(
      {
        subject:
          decision === 'declined'
            ? `Your entry of ${tournament.name} is declined`
            : `Your entry of ${tournament.name} is approved`,
        greeting: `Hello ${golfer.firstName},`,
        paragraphs: [said],
        link: { label: 'Your entries', url: publicLink(config, '/competitions') },
        club,
      },
      config,
    ),
  });
}
