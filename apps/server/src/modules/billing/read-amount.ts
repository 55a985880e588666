import { moneyMessages, parseMinorUnits } from '@fairway/contract';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { clubCurrency } from './club-currency.js';

/** Which amounts a field takes: above zero (a payment), zero or more (a charge), or either sign (an opening balance). */
export type AmountSign = 'positive' | 'not_negative' | 'any';

/**
 * A decimal typed for the club (`field` of the input) in minor units of the club's currency, or a 400 on that field:
 * more decimals than the currency has, more than 10^12 minor units, or the wrong sign.
 */
export async function readAmount(
  db: Database,
  golfCourseId: number,
  text: string,
  { field = 'amount', sign, exponent }: { field?: string; sign: AmountSign; exponent?: number },
): Promise<number> {
  // The club's currency, unless the caller read it once for many amounts.
  exponent ??= (await clubCurrency(db, golfCourseId)).exponent;
  const parsed = parseMinorUnits(text, exponent);
  if (!parsed.ok) throw new InvalidInputError({ [field]: [parsed.message] });
  if (sign === 'positive' && parsed.minor <= 0) throw new InvalidInputError({ [field]: [moneyMessages.notPositive] });
  if (sign === 'not_negative' && parsed.minor < 0) throw new InvalidInputError({ [field]: [moneyMessages.negative] });
  return parsed.minor;
}
