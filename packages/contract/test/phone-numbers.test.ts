import { describe, expect, it } from 'vitest';
import {
  memberInput,
  phoneNumberInE164,
  phoneNumberMessages,
  phoneNumberProblem,
  phoneNumberText,
  userChangeInput,
  validationMessage,
} from '../src/index.js';

const messagesOf = (result: { error?: { issues: Parameters<typeof validationMessage>[0][] } }) =>
  result.error?.issues.map((issue) => validationMessage(issue)) ?? [];

describe('a phone number field', () => {
  it("refuses words where a phone number goes, with the contract's message", () => {
    expect(messagesOf(memberInput.safeParse({ first_name: 'Ann', phone: 'call me maybe' }))).toEqual([
      phoneNumberMessages.invalid,
    ]);
    expect(messagesOf(userChangeInput.safeParse({ phone: 'not a phone' }))).toEqual([phoneNumberMessages.invalid]);
  });

  it('refuses a number with its country code that no country has, and too few digits', () => {
    expect(memberInput.safeParse({ first_name: 'Ann', phone: '+44 12' }).success).toBe(false);
    expect(memberInput.safeParse({ first_name: 'Ann', phone: '0123' }).success).toBe(false);
  });

  it('takes an empty phone, a national number and an international one', () => {
    for (const phone of ['', '01334 472112', '+44 1334 472112', '+91 98123 45678']) {
      expect(memberInput.safeParse({ first_name: 'Ann', phone }).success).toBe(true);
    }
  });

  it('says a too long phone is too long, once', () => {
    expect(messagesOf(memberInput.safeParse({ first_name: 'Ann', phone: '1'.repeat(41) }))).toEqual([
      'Ensure this field has no more than 40 characters.',
    ]);
  });
});

describe('phone numbers in a club', () => {
  it("stores a national number of the club's country in E.164", () => {
    expect(phoneNumberInE164('01334 472112', 'GB')).toBe('+441334472112');
    expect(phoneNumberInE164('(0)1334-472 112', 'GB')).toBe('+441334472112');
    expect(phoneNumberInE164('098123 45678', 'IN')).toBe('+919812345678');
  });

  it('keeps the country code a number was written with, whatever the club', () => {
    expect(phoneNumberInE164('+33 1 23 45 67 89', 'GB')).toBe('+33123456789');
    expect(phoneNumberInE164('+44 1334 472112', null)).toBe('+441334472112');
  });

  it('stores an empty phone as empty, and nothing for a number the country does not have', () => {
    expect(phoneNumberInE164('', 'GB')).toBe('');
    expect(phoneNumberInE164('0123 4', 'GB')).toBeUndefined();
    expect(phoneNumberInE164('abc', 'GB')).toBeUndefined();
  });

  it('asks for the country code where no country is known', () => {
    expect(phoneNumberProblem('01334 472112', null)).toBe(phoneNumberMessages.withCountryCode);
    expect(phoneNumberProblem('01334 472112', 'GB')).toBeUndefined();
    expect(phoneNumberProblem('abc', null)).toBe(phoneNumberMessages.invalid);
    expect(phoneNumberProblem('0999 99', 'GB')).toBe(phoneNumberMessages.invalid);
  });

  it("shows a number of the club's country in its national format, another country's in the international one", () => {
    expect(phoneNumberText('+441334472112', 'GB')).toBe('01334 472112');
    expect(phoneNumberText('+919812345678', 'GB')).toBe('+91 98123 45678');
    expect(phoneNumberText('+919812345678', 'IN')).toBe('098123 45678');
    expect(phoneNumberText('+441334472112', null)).toBe('+44 1334 472112');
  });

  it('shows an old phone that is no valid number as it was typed', () => {
    expect(phoneNumberText('ring the office', 'GB')).toBe('ring the office');
    expect(phoneNumberText('', 'GB')).toBe('');
  });
});
