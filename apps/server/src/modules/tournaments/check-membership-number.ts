import { and, eq } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers } from '../../db/schema/index.js';
import type { ClubTerminal } from './terminal-of-token.js';
import { wrongMembershipNumbers } from './wrong-membership-numbers.js';

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
  const wrongNumbers = wrongMembershipNumbers(db, terminal, { memberId });
  await wrongNumbers.refuseWhileWaiting();
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
    await wrongNumbers.clear();
    return;
  }
  throw await wrongNumbers.count('That is not your membership number');
}
