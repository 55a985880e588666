import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { clubDates, formatClubDate } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { ballotEntries, ballotEntryMembers, members } from '../../db/schema/index.js';
import { mailClubOf, type QueuedMail, queueMails, renderMail } from '../mail/index.js';

/**
 * Mails every member of each entry of a drawn ballot its result, in the draw's transaction (the outbox): the tee time
 * the group was given and its booking, or that it has none and waits on the waiting list for its window; and why.
 */
export async function mailBallotResult(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  ballot: { id: number; golf_course_id: number; date: string },
): Promise<void> {
  const golfCourseId = ballot.golf_course_id;
  const recipients = await tx
    .select({
      firstName: members.first_name,
      email: members.email,
      time: ballotEntries.time,
      tee: ballotEntries.tee,
      from: ballotEntries.from_time,
      to: ballotEntries.to_time,
      explanation: ballotEntries.explanation,
    })
    .from(ballotEntryMembers)
    .innerJoin(ballotEntries, eq(ballotEntries.id, ballotEntryMembers.ballot_entry_id))
    .innerJoin(members, eq(members.id, ballotEntryMembers.member_id))
    .where(eq(ballotEntryMembers.ballot_id, ballot.id));
  const [club, dates] = await Promise.all([mailClubOf(tx, golfCourseId), clubDates(tx, golfCourseId)]);
  const clubName = club?.name ?? 'the club';
  const day = formatClubDate(ballot.date, dates);
  const mails: QueuedMail[] = [];
  for (const recipient of recipients) {
    if (!recipient.email) continue;
    const won = recipient.time !== null;
    mails.push({
      golfCourseId,
      recipient: recipient.email,
      ...renderMail(
        {
          subject: won
            ? `The ballot for ${day}: you play at ${recipient.time}`
            : `The ballot for ${day}: no tee time this time`,
          greeting: `Hello ${recipient.firstName},`,
          paragraphs: won
            ? [
                `The ballot for ${day} at ${clubName} is drawn: your group plays at ${recipient.time} from ${recipient.tee === 10 ? 'the 10th tee' : 'the 1st tee'}, booked for you.`,
                recipient.explanation ?? '',
              ]
            : [
                `The ballot for ${day} at ${clubName} is drawn, and your group has no tee time this time.`,
                recipient.explanation ?? '',
                `You are on the waiting list for ${recipient.from} to ${recipient.to}: a place freed there is offered to you by mail. Losing weighs your entries more in the club's next ballots.`,
              ],
          club,
        },
        config,
      ),
    });
  }
  await queueMails(tx, mails);
}
