import { InvalidInputError, type FieldErrors } from '../../core/domain-errors.js';
import { readAmount } from './read-amount.js';
import type { BillingChange } from './club-member-errors.js';

/**
 * A priced resource's check (a type's charge, a locker's charge): the `amount` typed as a decimal becomes
 * `amount_minor` in the club's currency, zero or more, stored in place of it; a wrong amount is a 400 on `amount`.
 */
export async function minorUnitsOfAmount({ tx, input, actor }: BillingChange): Promise<FieldErrors | null> {
  if (input.amount === undefined) return null;
  try {
    input.amount_minor = await readAmount(tx, actor.golfCourseId!, String(input.amount), { sign: 'not_negative' });
  } catch (error) {
    if (error instanceof InvalidInputError) return error.fields;
    throw error;
  }
  return null;
}
