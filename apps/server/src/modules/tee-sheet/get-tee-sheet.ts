import type { teeSheetAnswer } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { daySheet } from './day-sheet.js';
import { heldOffersOn } from './held-offers-on.js';
import { readBookings } from './read-bookings.js';
import { visitorGroupsOn } from './visitor-groups-on.js';

/**
 * A course's day for everyone of the club: the slots the club's template makes (`teeSheetDay`), the blocks and the
 * tournament rounds over them, and each slot's standing bookings with their players' names, its visitors' groups
 * (confirmed, or held and not yet expired) and the places left, less those held for the waiting list's standing
 * offers. The course is the club's own: another's is not found.
 */
export async function getTeeSheet(
  db: Database,
  golfCourseId: number,
  query: { course: number; date: string },
): Promise<z.output<typeof teeSheetAnswer>> {
  if (query.course !== golfCourseId) throw new NotFoundError();
  const [{ day, blocks, rounds }, booked, visitorGroups, heldOffers] = await Promise.all([
    daySheet(db, golfCourseId, query.date),
    readBookings(db, golfCourseId, and(eq(bookings.date, query.date), eq(bookings.status, 'booked'))),
    visitorGroupsOn(db, golfCourseId, query.date),
    heldOffersOn(db, golfCourseId, query.date),
  ]);
  return {
    date: query.date,
    template_id: day ? Number(day.templateId) : null,
    crossover: day?.crossover ?? null,
    blocks,
    tournament_rounds: rounds.map((round) => ({
      player_round_id: round.playerRoundId,
      tournament_id: round.tournamentId,
      name: round.name,
      start_type: round.startType,
      from: round.from,
      to: round.to,
    })),
    slots: (day?.slots ?? []).map((slot) => {
      const inSlot = booked.filter((booking) => booking.time === slot.time && booking.tee === slot.tee);
      const visitors = visitorGroups.filter((group) => group.time === slot.time && group.tee === slot.tee);
      const taken =
        inSlot.reduce((places, booking) => places + booking.players.length, 0) +
        visitors.reduce((places, group) => places + group.players, 0) +
        heldOffers
          .filter((offer) => offer.time === slot.time && offer.tee === slot.tee)
          .reduce((places, offer) => places + offer.places, 0);
      return {
        ...slot,
        places_left: Math.max(slot.capacity - taken, 0),
        bookings: inSlot.map((booking) => ({
          id: booking.id,
          member_id: booking.member_id,
          players: booking.players.map((player) => ({ kind: player.kind, name: player.name })),
        })),
        visitors: visitors.map(({ id, name, players, status }) => ({ id, name, players, status })),
      };
    }),
  };
}
