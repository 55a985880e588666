import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers, members } from '../../db/schema/index.js';

/** A golfer entering a competition themselves: who they are to the club holding it. */
export type Entrant = {
  id: number;
  name: string;
  firstName: string;
  email: string;
  gender: 'M' | 'F';
  dateOfBirth: string | null;
  isGuest: boolean;
  /** A golfer of another club entering an open event: the club they enter from; null for the host's own golfers. */
  homeClub: { id: number; name: string } | null;
};

/** The golfers of the club that `golfers` picks out (by their logins, say), each with the login they sign in with. */
export async function golfersOfClub(
  db: Database,
  golfCourseId: number,
  golfers: SQL,
): Promise<(Entrant & { userId: number | null })[]> {
  const found = await db
    .select({
      id: members.id,
      userId: members.user_id,
      name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      firstName: members.first_name,
      email: members.email,
      gender: members.gender,
      dateOfBirth: members.date_of_birth,
      isGuest: golfCourseMembers.is_guest,
    })
    .from(members)
    .innerJoin(golfCourseMembers, eq(golfCourseMembers.member_id, members.id))
    .where(and(golfers, inClub(golfCourseMembers, golfCourseId)));
  return found.map((golfer) => ({ ...golfer, gender: golfer.gender === 'F' ? 'F' : 'M', homeClub: null }));
}
