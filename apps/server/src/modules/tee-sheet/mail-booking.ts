import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { clubDates, clubInstant, formatClubDate } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { bookings, members } from '../../db/schema/index.js';
import { mailClubOf, queueMail, renderMail } from '../mail/index.js';
import { readBookings } from './read-bookings.js';

/** How long a tee time's calendar entry lasts: a round of 18 holes. */
const roundMinutes = 4 * 60 + 30;

/**
 * Mails every member in a booking, in the booking's transaction (the outbox), with the tee time, who plays, and a
 * calendar file (`.ics`) of the round: `booked` when it is made, `cancelled` when it is cancelled.
 */
export async function mailBooking(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  golfCourseId: number,
  bookingId: number,
  what: 'booked' | 'cancelled',
): Promise<void> {
  const [booking] = await readBookings(tx, golfCourseId, eq(bookings.id, bookingId));
  if (!booking) return;
  const memberIds = booking.players.flatMap((player) => (player.member_id === null ? [] : [player.member_id]));
  const recipients = await tx
    .select({ id: members.id, firstName: members.first_name, email: members.email })
    .from(members)
    .where(inArray(members.id, memberIds));
  const [club, dates] = await Promise.all([mailClubOf(tx, golfCourseId), clubDates(tx, golfCourseId)]);
  const clubName = club?.name ?? 'the club';
  const day = formatClubDate(booking.date, dates);
  const teeWords = booking.tee === 10 ? 'the 10th tee' : 'the 1st tee';
  const players = booking.players.map((player) => player.name || 'a place to be confirmed').join(', ');
  const start = clubInstant(booking.date, booking.time, dates.timeZone);
  const calendar = ical({
    name: `${clubName} tee time`,
    prodId: { company: 'Fairway', product: 'Tee sheet' },
    method: what === 'booked' ? ICalCalendarMethod.PUBLISH : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: `booking-${booking.id}-golf-course-${golfCourseId}@fairway`,
    start,
    end: new Date(start.getTime() + roundMinutes * 60_000),
    summary: `Golf at ${clubName}, ${booking.time} from ${teeWords}`,
    description: `Playing: ${players}.`,
    location: clubName,
    status: what === 'booked' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  });
  const ics = calendar.toString();
  for (const recipient of recipients) {
    if (!recipient.email) continue;
    await queueMail(tx, {
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
      attachments: [{ filename: 'tee-time.ics', content_type: 'text/calendar; charset=utf-8', content: ics }],
    });
  }
}
