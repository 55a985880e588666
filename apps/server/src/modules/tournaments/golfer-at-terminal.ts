import type { terminalGolfer } from '@fairway/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers } from '../../db/schema/index.js';
import { checkMembershipNumber } from './check-membership-number.js';
import type { ClubTerminal } from './terminal-of-token.js';
import { wrongMembershipNumbers } from './wrong-membership-numbers.js';

/**
 * The golfer acting at the club's terminal, as an actor of their own with no user (decision 0126): the golfer whose
 * name was tapped, proven by their membership number, or, with the number alone, the club's member who has it. A
 * number alone that no member has is counted against the terminal, as at signing in by number.
 */
export async function golferAtTerminal(
  db: Database,
  terminal: ClubTerminal,
  ip: string | null,
  golfer: z.infer<typeof terminalGolfer>,
): Promise<Actor> {
  const actor = (memberId: number): Actor => ({ userId: null, golfCourseId: terminal.golfCourseId, ip, memberId });
  if (golfer.member_id !== undefined) {
    await checkMembershipNumber(db, terminal, golfer.member_id, golfer.membership_number);
    return actor(golfer.member_id);
  }
  const wrongNumbers = wrongMembershipNumbers(db, terminal, { terminalId: terminal.id });
  await wrongNumbers.refuseWhileWaiting();
  const [found] = await db
    .select({ memberId: golfCourseMembers.member_id })
    .from(golfCourseMembers)
    .where(
      and(
        inClub(golfCourseMembers, terminal.golfCourseId),
        eq(golfCourseMembers.is_guest, false),
        ne(golfCourseMembers.membership_number, ''),
        eq(sql`lower(${golfCourseMembers.membership_number})`, golfer.membership_number.toLowerCase()),
      ),
    );
  if (!found) throw await wrongNumbers.count('No golfer of this club has that membership number');
  await checkMembershipNumber(db, terminal, found.memberId, golfer.membership_number);
  return actor(found.memberId);
}
