import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers, golfCourses, members } from '../../db/schema/index.js';
import { competitionPurseBalance } from './competition-purse-balance.js';

/**
 * The calling golfer's own competition purse in the active club: whether the club takes entry fees from purses, and
 * what theirs holds. A caller who is not a golfer of the club has none: not found.
 */
export async function ownCompetitionPurse(db: Database, actor: Actor) {
  const golfCourseId = actor.golfCourseId!;
  const [golfer] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(golfCourseMembers, eq(golfCourseMembers.member_id, members.id))
    .where(and(eq(members.user_id, actor.userId!), inClub(golfCourseMembers, golfCourseId)));
  if (!golfer) throw new NotFoundError();
  const [club] = await db
    .select({ competition_purse: golfCourses.competition_purse, currency: golfCourses.currency })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  return { ...club!, balance_minor: await competitionPurseBalance(db, golfCourseId, golfer.id) };
}
