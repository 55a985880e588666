import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * Phone numbers (decision 0046): checked with libphonenumber-js, stored in E.164 (`+441334472112`), shown in the
 * national format of the club's country, or in the international one for a number of another country. A number
 * typed without its country code is read as one of the club's country; where no country is known (a club's own
 * registration), it needs its country code.
 */

/** The longest phone number a person may type, spaces and brackets included; E.164 itself is at most 16 characters. */
export const phoneNumberLength = 40;

export const phoneNumberMessages = {
  invalid: 'Enter a valid phone number; one of another country starts with its code, such as +44.',
  withCountryCode: 'Enter the phone number with its country code, such as +44 20 7946 0000.',
} as const;

/** Digits with the spaces, brackets, dots, dashes and slashes people write them with, and an optional leading +. */
const phoneNumberCharacters = /^\+?[0-9 ()./-]+$/;
/** A national number with its trunk prefix is at most 17 digits; anything shorter than 5 is no subscriber's number. */
const phoneNumberDigits = { min: 5, max: 17 } as const;

function countryCodeOf(country: string | null | undefined): CountryCode | undefined {
  return country && /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined;
}

function parsed(text: string, country: string | null | undefined) {
  if (!phoneNumberCharacters.test(text)) return undefined;
  const phoneNumber = parsePhoneNumberFromString(text, countryCodeOf(country));
  return phoneNumber?.isValid() ? phoneNumber : undefined;
}

/**
 * What is wrong with a phone number as typed, in the contract's words; undefined when nothing is (an empty text is
 * no phone number). `country` is the ISO 3166 code a number without its country code is read in.
 */
export function phoneNumberProblem(text: string, country?: string | null): string | undefined {
  const typed = text.trim();
  if (typed === '' || parsed(typed, country)) return undefined;
  if (!typed.startsWith('+') && !countryCodeOf(country) && looksLikePhoneNumber(typed)) {
    return phoneNumberMessages.withCountryCode;
  }
  return phoneNumberMessages.invalid;
}

/** A valid phone number in E.164, as it is stored; an empty text stays empty; undefined for anything else. */
export function phoneNumberInE164(text: string, country?: string | null): string | undefined {
  const typed = text.trim();
  if (typed === '') return '';
  return parsed(typed, country)?.number;
}

/**
 * A stored phone number as the club writes it: a number of `country` in its national format (01334 472112), one of
 * another country in the international format (+33 1 23 45 67 89). A text that is no valid number is shown as it is.
 */
export function phoneNumberText(stored: string, country?: string | null): string {
  const phoneNumber = parsed(stored.trim(), country);
  if (!phoneNumber) return stored;
  return phoneNumber.country !== undefined && phoneNumber.country === countryCodeOf(country)
    ? phoneNumber.formatNational()
    : phoneNumber.formatInternational();
}

/** Could be a phone number in some country: the right characters and a plausible count of digits. */
function looksLikePhoneNumber(text: string): boolean {
  const digits = text.replace(/[^0-9]/g, '').length;
  return phoneNumberCharacters.test(text) && digits >= phoneNumberDigits.min && digits <= phoneNumberDigits.max;
}

/**
 * A phone number field, optional as every phone is: empty, a valid number with its country code, or what could be a
 * national number. Which country a national number is of is the club's, which only the server and the club's
 * screens know: they check it with `phoneNumberProblem` and store it with `phoneNumberInE164`.
 */
export const phoneNumber = z
  .string()
  .trim()
  .max(phoneNumberLength, { abort: true })
  .refine(
    (text) => text === '' || (text.startsWith('+') ? parsed(text, null) !== undefined : looksLikePhoneNumber(text)),
    { error: phoneNumberMessages.invalid },
  )
  .describe(
    "A phone number, stored in E.164 (+441334472112); one written without its country code is read as one of the club's country",
  );
