import type { Config } from '../../config.js';
import { type ClubDates, clubsDates, clubInstant, formatClubDate } from '../../core/club-dates.js';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { mailClubsOf, type QueuedMail, queueMails, renderMail } from '../mail/index.js';
import type { BookingRecord } from './read-bookings.js';

/** How long a tee time's calendar entry lasts: a round of 18 holes. */
const roundMinutes = 4 * 60 + 30;

/**
 * Mails every member in bookings already read (of one club or, for a batch, several), in their transaction (the
 * outbox), with the tee time, who plays, and a calendar file (`.ics`) of the round, written when the mail is sent:
 * `booked` when they are made, `cancelled` when cancelled. Their members and clubs are read once for them all (the
 * clubs' dates not at all where the caller knows them), and the mails put in the outbox in one statement.
 */
export async function mailBookingRecords(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  booked: readonly BookingRecord[],
  what: 'booked' | 'cancelled',
  knownDates?: ReadonlyMap<number, ClubDates>,
): Promise<void> {
  const memberIds = booked.flatMap((booking) =>
    booking.players.flatMap((player) => (player.member_id === null ? [] : [player.member_id])),
  );
  if (memberIds.length === 0) return;
  const clubIds = [...new Set(booked.map((booking) => booking.golf_course_id))];
  const [recipients, clubs, dates] = await Promise.all([
    tx
      .select({ id: members.id, firstName: members.first_name, email: members.email })
      .from(members)
      .where(amongIds(members.id, [...new Set(memberIds)])),
    mailClubsOf(tx, clubIds),
    knownDates ?? clubsDates(tx, clubIds),
  ]);
  const recipientOf = new Map(recipients.map((recipient) => [recipient.id, recipient]));
  const mails: QueuedMail[] = [];
  // A batch's bookings share a few times of a few days: each one's instant is worked out once.
  const starts = new Map<string, Date>();
  for (const booking of booked) {
    const golfCourseId = booking.golf_course_id;
    const club = clubs.get(golfCourseId) ?? null;
    const clubName = club?.name ?? 'the club';
    const clubDates = dates.get(golfCourseId)!;
    const day = formatClubDate(booking.date, clubDates);
    const teeWords = booking.tee === 10 ? 'the 10th tee' : 'the 1st tee';
    const players = booking.players.map((player) => player.name || 'a place to be confirmed').join(', ');
    const startKey = `${clubDates.timeZone} ${booking.date} ${booking.time}`;
    const start = starts.get(startKey) ?? clubInstant(booking.date, booking.time, clubDates.timeZone);
    starts.set(startKey, start);
    const calendarEntry = {
      id: `booking-${booking.id}-golf-course-${golfCourseId}@fairway`,
      name: `${clubName} tee time`,
      start: start.toISOString(),
      end: new Date(start.getTime() + roundMinutes * 60_000).toISOString(),
      summary: `Golf at ${clubName}, ${booking.time} from ${teeWords}`,
      description: `Playing: ${players}.`,
      location: clubName,
      cancelled: what === 'cancelled',
    };
    for (const memberId of booking.players.flatMap((player) => (player.member_id === null ? [] : [player.member_id]))) {
      const recipient = recipientOf.get(memberId);
      if (!recipient?.email) continue;
      mails.push({
        golfCourseId,
        recipient: recipient.email,
        ...renderMail(
          {
            subject:
              what === 'booked'
                ? `Your tee time on ${day} at ${booking.time}`
                : `Cancelled: your tee time on ${day} at ${booking.time}`,
            greeting: `Hello ${recipient.firstName},`,
            paragraphs: [
              what === 'booked'
                ? `You are booked to play at ${clubName} on ${day} at ${booking.time} from ${teeWords}.`
                : `The booking to play at ${clubName} on ${day} at ${booking.time} from ${teeWords} is cancelled.`,
              `Playing: ${players}.`,
              'The calendar file attached puts the round in your calendar.',
            ],
            club,
          },
          config,
        ),
        attachments: [
          { filename: 'tee-time.ics', content_type: 'text/calendar; charset=utf-8', calendar_entry: calendarEntry },
        ],
      });
    }
  }
  await queueMails(tx, mails);
}
