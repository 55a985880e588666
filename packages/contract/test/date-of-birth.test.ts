import { describe, expect, it } from 'vitest';
import { dateOfBirthMessages, memberInput, userRegistrationInput, validationMessage } from '../src/index.js';

const messagesOf = (result: { error?: { issues: Parameters<typeof validationMessage>[0][] } }) =>
  result.error?.issues.map((issue) => validationMessage(issue)) ?? [];

/** Today in UTC moved by whole years and days, as YYYY-MM-DD. */
function dayFromToday({ years = 0, days = 0 }: { years?: number; days?: number }): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const member = (date_of_birth: string) => memberInput.safeParse({ first_name: 'Ann', date_of_birth });

describe('a date of birth', () => {
  it('is refused in the future, on a member and on a registration', () => {
    expect(messagesOf(member('2099-01-01'))).toEqual([dateOfBirthMessages.future]);
    const registration = userRegistrationInput.safeParse({
      golf_course_id: 1,
      first_name: 'Jo',
      email: 'jo@example.org',
      date_of_birth: dayFromToday({ days: 2 }),
    });
    expect(messagesOf(registration)).toEqual([dateOfBirthMessages.future]);
  });

  it('is refused more than 120 years ago', () => {
    expect(messagesOf(member(dayFromToday({ years: -120, days: -1 })))).toEqual([dateOfBirthMessages.tooEarly]);
    expect(messagesOf(member('1800-01-01'))).toEqual([dateOfBirthMessages.tooEarly]);
  });

  it('is taken today, 120 years ago to the day, and any day between', () => {
    for (const day of [dayFromToday({}), dayFromToday({ years: -120 }), '1978-05-14']) {
      expect(member(day).success).toBe(true);
    }
  });

  it('says how to write a date that is not one, once', () => {
    expect(messagesOf(member('2026-02-30'))).toEqual(['Enter a date as YYYY-MM-DD.']);
    expect(messagesOf(member('14/05/1978'))).toEqual(['Enter a date as YYYY-MM-DD.']);
  });
});
