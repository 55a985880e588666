import { GolfInputError, greenFee } from '@fairway/golf';
import { and, ne } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import type { RecordChange } from '../../core/record-change.js';
import { inClub } from '../../db/club-scope.js';
import { greenFees } from '../../db/schema/index.js';
import { golfInputFieldErrors } from './golf-input-field-errors.js';
import { greenFeeRowOf } from './green-fee-row-of.js';

/**
 * The club's fee table with the row as it will be stored, read by `greenFee`: a row sharing tee times with another
 * when neither lies within the other cannot be ordered, and is refused (400).
 */
export async function checkGreenFeeInput({ tx, input, existing, actor }: RecordChange): Promise<FieldErrors | null> {
  const row = { ...existing, ...input } as Parameters<typeof greenFeeRowOf>[0];
  if (row.from_time && row.to_time && row.to_time <= row.from_time)
    return { to_time: ['The row ends at or before it starts.'] };
  const others = await tx
    .select()
    .from(greenFees)
    .where(and(inClub(greenFees, actor.golfCourseId!), existing ? ne(greenFees.id, existing.id as number) : undefined));
  try {
    // Any tee time: the table is checked whole before the player's row is looked for.
    greenFee({
      feeTable: [...others.map(greenFeeRowOf), greenFeeRowOf(row)],
      player: { kind: 'guest' },
      date: '2026-01-05',
      time: '00:00',
    });
  } catch (error) {
    if (error instanceof GolfInputError && error.code === 'no_green_fee') return null;
    if (error instanceof GolfInputError && error.code === 'fee_overlap') {
      const other = others[Number(/row (\d+)/.exec(error.message)?.[1]) - 1];
      return {
        non_field_errors: [
          `This row shares tee times with green fee ${other?.id ?? ''} and neither lies within the other: narrow one to lie within the other.`,
        ],
      };
    }
    return golfInputFieldErrors(error, {});
  }
  return null;
}
