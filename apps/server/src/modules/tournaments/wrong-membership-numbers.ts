import { terminalTries } from '@fairway/contract';
import { and, eq, sql } from 'drizzle-orm';
import { InvalidInputError, TooManyTriesError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { terminalWrongTries } from '../../db/schema/index.js';
import type { ClubTerminal } from './terminal-of-token.js';

/**
 * Whose wrong membership numbers are counted (decision 0126): a golfer's, typed after tapping their name at any of the
 * club's terminals; or a terminal's, typed alone and matching no one in today's field.
 */
export type WrongNumbersOf = { memberId: number } | { terminalId: number };

const windowMs = terminalTries.windowMinutes * 60_000;

/**
 * The wrong membership numbers of a golfer or a terminal: `refuseWhileWaiting` (429 while the tries are used up in the
 * window), `clear` (a right number), and `count`, which counts a wrong one outside the action's transaction, so that
 * the refusal does not roll it back, and answers the error to throw: a wait (429) once the tries are used up, else
 * the refusal `said` followed by the tries left (400 on `membership_number`).
 */
export function wrongMembershipNumbers(db: Database, terminal: ClubTerminal, of: WrongNumbersOf) {
  const these = and(
    inClub(terminalWrongTries, terminal.golfCourseId),
    'memberId' in of
      ? eq(terminalWrongTries.member_id, of.memberId)
      : eq(terminalWrongTries.club_terminal_id, of.terminalId),
  );
  return {
    async refuseWhileWaiting() {
      const [wrong] = await db
        .select({ tries: terminalWrongTries.tries, windowEndsAt: terminalWrongTries.window_ends_at })
        .from(terminalWrongTries)
        .where(these);
      if (wrong && wrong.windowEndsAt > new Date() && wrong.tries >= terminalTries.allowed) {
        throw waitUntil(wrong.windowEndsAt);
      }
    },
    async clear() {
      await db.delete(terminalWrongTries).where(these);
    },
    async count(said: string): Promise<Error> {
      const now = new Date();
      const windowEndsAt = new Date(now.getTime() + windowMs);
      const [counted] = await db
        .insert(terminalWrongTries)
        .values({
          golf_course_id: terminal.golfCourseId,
          ...('memberId' in of ? { member_id: of.memberId } : { club_terminal_id: of.terminalId }),
          tries: 1,
          window_ends_at: windowEndsAt,
        })
        .onConflictDoUpdate({
          target:
            'memberId' in of
              ? [terminalWrongTries.golf_course_id, terminalWrongTries.member_id]
              : [terminalWrongTries.club_terminal_id],
          set: {
            tries: sql`case when ${terminalWrongTries.window_ends_at} > ${now} then ${terminalWrongTries.tries} + 1 else 1 end`,
            window_ends_at: sql`case when ${terminalWrongTries.window_ends_at} > ${now} then ${terminalWrongTries.window_ends_at} else ${windowEndsAt} end`,
            updated_at: now,
          },
        })
        .returning({ tries: terminalWrongTries.tries, windowEndsAt: terminalWrongTries.window_ends_at });
      if (counted!.tries >= terminalTries.allowed) return waitUntil(counted!.windowEndsAt);
      const left = terminalTries.allowed - counted!.tries;
      return new InvalidInputError({
        membership_number: [
          `${said}: ${left} ${left === 1 ? 'try' : 'tries'} left before the terminal makes you wait.`,
        ],
      });
    },
  };
}

function waitUntil(windowEndsAt: Date) {
  const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new TooManyTriesError(
    `Too many wrong membership numbers: try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask the club office.`,
    seconds,
  );
}
