/**
 * Money as Fairway keeps it: whole numbers of the currency's minor unit (pence, cents, paise; yen have none), never
 * floating point. A person types a decimal ("1250.50"); it becomes minor units for the club's currency here, the one
 * place that parses and formats amounts, for the server's checks and the web's screens alike.
 */

/** The largest amount a single posting may carry, in minor units: 10^12 (ten thousand million pounds and more). */
export const maxMinorUnits = 1_000_000_000_000;

export const moneyMessages = {
  notANumber: 'Enter an amount such as 1250.50.',
  tooManyDecimals: (exponent: number) =>
    exponent === 0 ? 'This currency has no decimals: enter a whole amount.' : `Enter at most ${exponent} decimals.`,
  tooLarge: 'The amount is too large.',
  negative: 'Enter an amount of zero or more.',
  notPositive: 'Enter an amount greater than zero.',
} as const;

// Making a number format costs some tens of microseconds: a batch of entry fees asked it once a fee.
const exponents = new Map<string, number>();

/** How many decimals the ISO 4217 currency has (GBP 2, JPY 0, BHD 3), as the engine's Intl data says. */
export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

export type ParsedAmount = { ok: true; minor: number } | { ok: false; message: string };

const decimalPattern = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/**
 * A decimal typed by a person, in minor units of a currency with `exponent` decimals: exact, by digits, never through
 * a float. Refuses more decimals than the currency has (0.001 of pounds), and more than `maxMinorUnits` either way.
 */
export function parseMinorUnits(text: string, exponent: number): ParsedAmount {
  const match = decimalPattern.exec(text.trim().replaceAll(',', ''));
  if (!match) return { ok: false, message: moneyMessages.notANumber };
  const [, sign, whole, fraction = ''] = match;
  const decimals = fraction.replace(/0+$/, '');
  if (decimals.length > exponent) return { ok: false, message: moneyMessages.tooManyDecimals(exponent) };
  const digits = `${whole}${decimals.padEnd(exponent, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > String(maxMinorUnits).length) return { ok: false, message: moneyMessages.tooLarge };
  const minor = Number(digits);
  if (minor > maxMinorUnits) return { ok: false, message: moneyMessages.tooLarge };
  return { ok: true, minor: sign === '-' && minor !== 0 ? -minor : minor };
}

/** Minor units as a plain decimal with the currency's decimals: 125050 with exponent 2 is "1250.50". */
export function minorUnitsToDecimal(minor: number, exponent: number): string {
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Minor units shown in the club's currency and a locale's way (Intl.NumberFormat): "£1,250.50". */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    Number(minorUnitsToDecimal(minor, exponent)),
  );
}

/**
 * Half of a minor unit or more rounds away from zero: how a pro-rated charge (an amount times a share of a period)
 * becomes whole minor units.
 */
export function roundHalfUp(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** `amount` for `days` of a period of `periodDays`, in whole minor units rounded half up (a mid-period join). */
export function proRate(amount: number, days: number, periodDays: number): number {
  if (days >= periodDays) return amount;
  // Integers first, one division last: no float drift before the rounding.
  return roundHalfUp((amount * days) / periodDays);
}
