import { terminalTries } from '@fairway/contract';
import { and, eq, sql } from 'drizzle-orm';
import { ConflictError, InvalidInputError, NotFoundError, TooManyTriesError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers, terminalWrongTries } from '../../db/schema/index.js';
import type { ClubTerminal } from './terminal-of-token.js';

const windowMs = terminalTries.windowMinutes * 60_000;

/**
 * Checks the membership number a golfer typed at the club's terminal against theirs at the club (decision 0126). A
 * wrong one is counted per golfer in the database, outside the action's transaction, so that every terminal and server
 * process counts it; at `terminalTries.allowed` wrong ones in the window the golfer waits until it ends. A right one
 * clears the count.
 */
export async function checkMembershipNumber(
  db: Database,
  terminal: ClubTerminal,
  memberId: number,
  membershipNumber: string,
) {
  const now = new Date();
  const [wrong] = await db
    .select({ tries: terminalWrongTries.tries, windowEndsAt: terminalWrongTries.window_ends_at })
    .from(terminalWrongTries)
    .where(and(inClub(terminalWrongTries, terminal.golfCourseId), eq(terminalWrongTries.member_id, memberId)));
  if (wrong && wrong.windowEndsAt > now && wrong.tries >= terminalTries.allowed) throw waitUntil(wrong.windowEndsAt);
  const [tie] = await db
    .select({ membershipNumber: golfCourseMembers.membership_number })
    .from(golfCourseMembers)
    .where(
      and(
        inClub(golfCourseMembers, terminal.golfCourseId),
        eq(golfCourseMembers.member_id, memberId),
        eq(golfCourseMembers.is_guest, false),
      ),
    );
  if (!tie) throw new NotFoundError('The golfer is not a member of this club.');
  if (tie.membershipNumber === '') {
    throw new ConflictError('The club has no membership number for you yet: ask the club office to add it.');
  }
  if (tie.membershipNumber.toLowerCase() === membershipNumber.toLowerCase()) {
    if (wrong) {
      await db
        .delete(terminalWrongTries)
        .where(and(inClub(terminalWrongTries, terminal.golfCourseId), eq(terminalWrongTries.member_id, memberId)));
    }
    return;
  }
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const [counted] = await db
    .insert(terminalWrongTries)
    .values({ golf_course_id: terminal.golfCourseId, member_id: memberId, tries: 1, window_ends_at: windowEndsAt })
    .onConflictDoUpdate({
      target: [terminalWrongTries.golf_course_id, terminalWrongTries.member_id],
      set: {
        tries: sql`case when ${terminalWrongTries.window_ends_at} > ${now} then ${terminalWrongTries.tries} + 1 else 1 end`,
        window_ends_at: sql`case when ${terminalWrongTries.window_ends_at} > ${now} then ${terminalWrongTries.window_ends_at} else ${windowEndsAt} end`,
        updated_at: now,
      },
    })
    .returning({ tries: terminalWrongTries.tries, windowEndsAt: terminalWrongTries.window_ends_at });
  if (counted!.tries >= terminalTries.allowed) throw waitUntil(counted!.windowEndsAt);
  const left = terminalTries.allowed - counted!.tries;
  throw new InvalidInputError({
    membership_number: [
      `That is not your membership number: ${left} ${left === 1 ? 'try' : 'tries'} left before the terminal makes you wait.`,
    ],
  });
}

function waitUntil(windowEndsAt: Date) {
  const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new TooManyTriesError(
    `Too many wrong membership numbers: try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask the club office.`,
    seconds,
  );
}
