import { currencyExponent, minorUnitsToDecimal, visitorBookingLimits } from '@fairway/contract';
import type { Config } from '../../config.js';
import { clubDates, formatClubDate } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import type { visitorBookings } from '../../db/schema/index.js';
import { mailClubOf, queueMail, renderMail } from '../mail/index.js';
import { visitorClub } from './visitor-club.js';

/**
 * Mails a visitor, in the transaction of their booking (the outbox): the code that confirms a hold, or the booking
 * confirmed, with the green fee owed on arrival.
 */
export async function mailVisitorBooking(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  booking: typeof visitorBookings.$inferSelect,
  what: { code: string } | 'confirmed',
): Promise<void> {
  const golfCourseId = booking.golf_course_id;
  const [club, mailClub, dates] = await Promise.all([
    visitorClub(tx, golfCourseId),
    mailClubOf(tx, golfCourseId),
    clubDates(tx, golfCourseId),
  ]);
  const teeTime = `${formatClubDate(booking.date, dates)} at ${booking.time} from the ${booking.tee === 10 ? '10th' : '1st'} tee`;
  const group = `${booking.players} ${booking.players === 1 ? 'player' : 'players'}`;
  const owed = `${minorUnitsToDecimal(booking.green_fee_minor, currencyExponent(club.currency))} ${club.currency}`;
  const message =
    what === 'confirmed'
      ? {
          subject: `Booked: ${club.name} on ${teeTime}`,
          paragraphs: [
            `Your tee time at ${club.name} is booked: ${teeTime}, for ${group}.`,
            `The green fees, ${owed}, are paid at the pro shop when you arrive.`,
          ],
        }
      : {
          subject: `Your code for ${club.name}: ${what.code}`,
          paragraphs: [
            `Your code to confirm your tee time at ${club.name}, ${teeTime} for ${group}, is ${what.code}.`,
            `The places are held for you for ${visitorBookingLimits.holdMinutes} minutes. If you did not ask for them, ignore this mail.`,
          ],
        };
  await queueMail(tx, {
    golfCourseId,
    recipient: booking.email,
    ...renderMail(
      {
        ...message,
        greeting: `Hello ${booking.name},`,
        club: mailClub,
      },
      config,
    ),
  });
}
