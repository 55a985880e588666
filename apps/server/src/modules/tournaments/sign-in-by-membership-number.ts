import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { clubNow } from '../../core/club-dates.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers, tournamentMembers } from '../../db/schema/index.js';
import { roundsOnDay } from './rounds-on-day.js';
import { signInAtTerminal } from './sign-in-at-terminal.js';
import type { ClubTerminal } from './terminal-of-token.js';
import { wrongMembershipNumbers } from './wrong-membership-numbers.js';

/**
 * A golfer signs in at the club's terminal by typing their membership number alone: found among the fields of today's
 * competitions, they are signed in as if they had tapped their name. A number that matches no one in today's fields is
 * counted against the terminal (decision 0126), so that guessing numbers is bounded as guessing a golfer's is; a right
 * number does not clear that count, or a golfer's own number would let them guess on.
 */
export async function signInByMembershipNumber(
  db: Database,
  terminal: ClubTerminal,
  ip: string | null,
  membershipNumber: string,
) {
  const wrongNumbers = wrongMembershipNumbers(db, terminal, { terminalId: terminal.id });
  await wrongNumbers.refuseWhileWaiting();
  const { today } = await clubNow(db, terminal.golfCourseId);
  const rounds = await roundsOnDay(db, terminal.golfCourseId, today);
  const found = rounds.length
    ? await db
        .select({ tournamentId: tournamentMembers.tournament_id, memberId: tournamentMembers.member_id })
        .from(tournamentMembers)
        .innerJoin(
          golfCourseMembers,
          and(
            eq(golfCourseMembers.member_id, tournamentMembers.member_id),
            inClub(golfCourseMembers, terminal.golfCourseId),
          ),
        )
        .where(
          and(
            inClub(tournamentMembers, terminal.golfCourseId),
            inArray(
              tournamentMembers.tournament_id,
              rounds.map((round) => round.tournamentId),
            ),
            eq(tournamentMembers.status, 'entered'),
            eq(golfCourseMembers.is_guest, false),
            ne(golfCourseMembers.membership_number, ''),
            eq(sql`lower(${golfCourseMembers.membership_number})`, membershipNumber.toLowerCase()),
          ),
        )
    : [];
  // A membership number is the club's one golfer's (unique, without case).
  const [golfer] = found;
  if (!golfer) {
    throw await wrongNumbers.count("No one in today's competitions has that membership number");
  }
  const played = rounds.filter((round) => found.some((entry) => entry.tournamentId === round.tournamentId));
  if (played.length > 1) {
    throw new ConflictError('You play more than one competition today: tap your name under the one to sign in for.');
  }
  return signInAtTerminal(db, terminal, ip, {
    player_round_id: played[0]!.playerRoundId,
    member_id: golfer.memberId,
    membership_number: membershipNumber,
  });
}
