import { GolfInputError, greenFee } from '@fairway/golf';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { greenFees } from '../../db/schema/index.js';
import { greenFeeRowOf } from './green-fee-row-of.js';

/**
 * A visitor's green fee at each of the day's times, from the club's table (`greenFee`): 0 where the table names none.
 * Answers a function of the time, the table read once.
 */
export async function visitorGreenFees(db: Database, golfCourseId: number, date: string) {
  const feeTable = (await db.select().from(greenFees).where(inClub(greenFees, golfCourseId))).map(greenFeeRowOf);
  return (time: string): number => {
    try {
      return greenFee({ feeTable, player: { kind: 'visitor' }, date, time }).amountMinor;
    } catch (error) {
      if (error instanceof GolfInputError && error.code === 'no_green_fee') return 0;
      throw error;
    }
  };
}
