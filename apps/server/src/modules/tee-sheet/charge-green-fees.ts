import { minorUnitsToDecimal } from '@fairway/contract';
import { type GreenFeePlayer, GolfInputError, greenFee } from '@fairway/golf';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { bookingPlayers, greenFees } from '../../db/schema/index.js';
import { clubCurrency, type ExpenseToPost, postExpenses } from '../billing/index.js';
import { greenFeeRowOf } from './green-fee-row-of.js';

/** A player of a new booking who may owe a green fee. */
export type PlayerToCharge = { bookingPlayerId: number; player: GreenFeePlayer; name: string };

/**
 * A new booking's players who may owe a green fee: who booked it (and is charged), its tee time, and the day the fees
 * are posted on.
 */
export type BookingToCharge = {
  actor: Actor;
  memberId: number;
  date: string;
  time: string;
  today: string;
  players: readonly PlayerToCharge[];
};

/**
 * Each player's green fee from the club's table (`greenFee`), recorded on their place and posted to their booking
 * member's account as an expense of the club's green fee head (billing's `postExpenses`), in the bookings'
 * transaction and a few statements however many bookings (a rush's batch charges up to two hundred). A player the
 * table names no fee for plays free; without a green fee head the club charges nothing here.
 */
export async function chargeGreenFees(
  tx: Database,
  golfCourseId: number,
  accountsHeadId: number | null,
  bookings: readonly BookingToCharge[],
): Promise<void> {
  if (accountsHeadId === null || bookings.every((booking) => booking.players.length === 0)) return;
  const [feeRows, { exponent }] = await Promise.all([
    tx.select().from(greenFees).where(inClub(greenFees, golfCourseId)),
    clubCurrency(tx, golfCourseId),
  ]);
  const feeTable = feeRows.map(greenFeeRowOf);
  if (feeTable.length === 0) return;
  const charged: { bookingPlayerId: number; fee: number; expense: ExpenseToPost }[] = [];
  for (const booking of bookings) {
    for (const { bookingPlayerId, player, name } of booking.players) {
      const fee = feeOf(feeTable, player, booking);
      if (fee === 0) continue;
      charged.push({
        bookingPlayerId,
        fee,
        expense: {
          userId: booking.actor.userId,
          input: {
            member_id: booking.memberId,
            accounts_head_id: accountsHeadId,
            date: booking.today,
            amount: minorUnitsToDecimal(fee, exponent),
            description: `Green fee, ${name}: ${booking.date} ${booking.time}`,
          },
        },
      });
    }
  }
  if (charged.length === 0) return;
  // Every booking is of the one club: any booker's actor names it; each expense keeps who charged it.
  const expenseIds = await postExpenses(
    tx,
    bookings[0]!.actor,
    charged.map(({ expense }) => expense),
  );
  const places = charged.map(({ bookingPlayerId, fee }, index) => ({
    id: bookingPlayerId,
    fee,
    expense: expenseIds[index]!,
  }));
  await tx.execute(sql`
    update ${bookingPlayers} set green_fee_minor = place.fee, member_expense_id = place.expense
    from jsonb_to_recordset(${JSON.stringify(places)}::jsonb) as place(id int, fee int, expense int)
    where ${bookingPlayers.golf_course_id} = ${golfCourseId} and ${bookingPlayers.id} = place.id`);
}

/** The player's fee, 0 when the club's table has none for their tee time. */
function feeOf(
  feeTable: Parameters<typeof greenFee>[0]['feeTable'],
  player: GreenFeePlayer,
  teeTime: { date: string; time: string },
): number {
  try {
    return greenFee({ feeTable, player, date: teeTime.date, time: teeTime.time }).amountMinor;
  } catch (error) {
    if (error instanceof GolfInputError && error.code === 'no_green_fee') return 0;
    throw error;
  }
}
