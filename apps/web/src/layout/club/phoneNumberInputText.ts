import { phoneNumberText } from '@fairway/contract';

/** A phone number as stored, in E.164: `+441334472112`. */
const storedPhoneNumber = /^\+[0-9]+$/;

/**
 * What a phone number's input shows (react-admin's `format`): a stored number as the club writes it (decision 0046),
 * anything being typed as it is typed. The server stores what is sent in E.164.
 */
export function phoneNumberInputText(value: unknown, country: string | null | undefined): unknown {
  return typeof value === 'string' && storedPhoneNumber.test(value) ? phoneNumberText(value, country) : (value ?? '');
}
