import type { Config } from '../../config.js';
import { clubDates, formatClubDate } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { mailClubOf, publicLink, queueMail, renderMail } from '../mail/index.js';
import type { Entrant } from './golfer-of-club.js';
import type { TournamentRow } from './tournament-of.js';

const standingWords = {
  entered: 'You have a place in the field.',
  waiting: 'The field has no places for your side yet: you wait on the waiting list together.',
  awaiting: 'The entry awaits the organiser’s approval.',
} as const;

/**
 * Mails a partner a member entered with, in the entry's transaction (the outbox): who entered them in which event,
 * and whether the side has its places or waits; they may withdraw themselves from their Competitions page.
 */
export async function mailSidePartner(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  tournament: TournamentRow,
  partner: Entrant,
  enteredBy: Entrant,
  status: keyof typeof standingWords,
): Promise<void> {
  if (!partner.email) return;
  const [club, dates] = await Promise.all([
    mailClubOf(tx, tournament.golf_course_id),
    clubDates(tx, tournament.golf_course_id),
  ]);
  await queueMail(tx, {
    golfCourseId: tournament.golf_course_id,
    recipient: partner.email,
    ...renderMail(
      {
        subject: `${enteredBy.name} entered you in ${tournament.name}`,
        greeting: `Hello ${partner.firstName},`,
        paragraphs: [
          `${enteredBy.name} entered you as their partner in ${tournament.name} on ${formatClubDate(tournament.start_date, dates)}.`,
          standingWords[status],
          'Your entry fee is yours to pay. If you cannot play, withdraw yourself from your entries before entries close.',
        ],
        link: { label: 'Your entries', url: publicLink(config, '/competitions') },
        club,
      },
      config,
    ),
  });
}
