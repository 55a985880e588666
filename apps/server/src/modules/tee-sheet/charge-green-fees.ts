import { currencyExponent, minorUnitsToDecimal } from '@fairway/contract';
import { type GreenFeePlayer, GolfInputError, greenFee } from '@fairway/golf';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { bookingPlayers, golfCourses, greenFees } from '../../db/schema/index.js';
import { postExpense } from '../billing/index.js';
import { greenFeeRowOf } from './green-fee-row-of.js';

/** A player of a new booking who may owe a green fee. */
export type PlayerToCharge = { bookingPlayerId: number; player: GreenFeePlayer; name: string };

/**
 * Each player's green fee from the club's table (`greenFee`), recorded on their place and posted to the booking
 * member's account as an expense of the club's green fee head (billing's `postExpense`), in the booking's transaction.
 * A player the table names no fee for plays free; without a green fee head the club charges nothing here.
 */
export async function chargeGreenFees(
  tx: Database,
  actor: Actor,
  booking: { memberId: number; date: string; time: string; today: string; accountsHeadId: number | null },
  players: readonly PlayerToCharge[],
): Promise<void> {
  const golfCourseId = actor.golfCourseId!;
  if (booking.accountsHeadId === null) return;
  const feeTable = (await tx.select().from(greenFees).where(inClub(greenFees, golfCourseId))).map(greenFeeRowOf);
  if (feeTable.length === 0) return;
  const [club] = await tx
    .select({ currency: golfCourses.currency })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  const exponent = currencyExponent(club!.currency);
  for (const { bookingPlayerId, player, name } of players) {
    const fee = feeOf(feeTable, player, booking);
    if (fee === 0) continue;
    const { documentId } = await postExpense(tx, actor, {
      member_id: booking.memberId,
      accounts_head_id: booking.accountsHeadId,
      date: booking.today,
      amount: minorUnitsToDecimal(fee, exponent),
      description: `Green fee, ${name}: ${booking.date} ${booking.time}`,
    });
    await tx
      .update(bookingPlayers)
      .set({ green_fee_minor: fee, member_expense_id: documentId })
      .where(eq(bookingPlayers.id, bookingPlayerId));
  }
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
