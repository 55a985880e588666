import { Role } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { ForbiddenError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourses, members } from '../../db/schema/index.js';

export const ownStatementRefusedMessage = 'This club does not let its members read their statements here.';

/**
 * Who may read a member's statement: the club's admins (and super admins) any member's; a member of the club only
 * their own golfer's, and only where the club lets its members read their statements (its setting; 403 otherwise).
 * Another member's statement is not found to a member, as if it were not there.
 */
export async function checkStatementReader(db: Database, actor: Actor, memberId: number): Promise<void> {
  const roles = actor.roles ?? [];
  if (roles.includes(Role.admin) || roles.includes(Role.superAdmin)) return;
  const [club] = await db
    .select({ allowed: golfCourses.members_read_own_statement })
    .from(golfCourses)
    .where(eq(golfCourses.id, actor.golfCourseId!));
  if (!club?.allowed) throw new ForbiddenError(ownStatementRefusedMessage);
  const [own] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.user_id, actor.userId!)));
  if (!own) throw new NotFoundError();
}
