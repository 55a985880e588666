import { phoneNumberInE164, phoneNumberMessages, phoneNumberProblem } from '@fairway/contract';
import { type FieldErrors, InvalidInputError } from './domain-errors.js';

/**
 * The input with its phone numbers as they are stored, in E.164; one written without its country code is read as a
 * number of `country`. A number that is not valid there is refused, naming its field in the contract's words.
 */
export function phoneNumbersInE164<Input extends Record<string, unknown>>(
  input: Input,
  fields: readonly string[],
  country: string | null,
): Input {
  const stored: Record<string, unknown> = { ...input };
  const errors: FieldErrors = {};
  for (const field of fields) {
    const typed = input[field];
    if (typeof typed !== 'string') continue;
    const phoneNumber = phoneNumberInE164(typed, country);
    if (phoneNumber === undefined) errors[field] = [phoneNumberProblem(typed, country) ?? phoneNumberMessages.invalid];
    else stored[field] = phoneNumber;
  }
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return stored as Input;
}
