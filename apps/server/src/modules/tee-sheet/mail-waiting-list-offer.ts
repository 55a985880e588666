import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { clubDates, formatClubDate } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { members, type waitingList } from '../../db/schema/index.js';
import { mailClubOf, queueMail, renderMail } from '../mail/index.js';

/** Mails a member the place freed for them from the waiting list, and until when it is held (the outbox). */
export async function mailWaitingListOffer(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  request: typeof waitingList.$inferSelect,
): Promise<void> {
  const [member] = await tx
    .select({ firstName: members.first_name, email: members.email })
    .from(members)
    .where(eq(members.id, request.member_id));
  if (!member?.email) return;
  const [club, dates] = await Promise.all([
    mailClubOf(tx, request.golf_course_id),
    clubDates(tx, request.golf_course_id),
  ]);
  const day = formatClubDate(request.date, dates);
  const heldUntil = formatClubDate(request.offer_held_until!, dates, { withTime: true });
  await queueMail(tx, {
    golfCourseId: request.golf_course_id,
    recipient: member.email,
    ...renderMail(
      {
        subject: `A tee time for you on ${day} at ${request.offered_time}`,
        greeting: `Hello ${member.firstName},`,
        paragraphs: [
          `A place freed on ${day} at ${request.offered_time} from ${request.offered_tee === 10 ? 'the 10th tee' : 'the 1st tee'} at ${club?.name ?? 'the club'}, within the times you are waiting for, for ${request.places} ${request.places === 1 ? 'player' : 'players'}.`,
          `It is held for you until ${heldUntil}: accept it on your waiting list to book it, or decline it. Then it goes to the next member waiting.`,
        ],
        club,
      },
      config,
    ),
  });
}
