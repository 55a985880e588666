import { Role } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub, ofOwnGolfer } from '../../db/club-scope.js';
import { teeTimes, waitingList } from '../../db/schema/index.js';

/**
 * A request on the club's waiting list, locked for the rest of the transaction: any of the club's for a club admin
 * (or the server, without a user), the member's own otherwise; another club's, or another member's, is not found. The
 * tee time offered is locked first, in the order a cancellation takes them, so that the two never wait crosswise.
 */
export async function lockedWaitingRequest(tx: Database, actor: Actor, requestId: number) {
  const anyOfTheClub = actor.userId === null || (actor.roles?.includes(Role.admin) ?? false);
  const requestOf = () =>
    tx
      .select()
      .from(waitingList)
      .where(
        and(
          inClub(waitingList, actor.golfCourseId!),
          eq(waitingList.id, requestId),
          anyOfTheClub ? undefined : ofOwnGolfer(waitingList.member_id, actor.userId!),
        ),
      );
  const [found] = await requestOf();
  if (!found) throw new NotFoundError();
  if (found.offered_time !== null && found.offered_tee !== null)
    await tx
      .select({ id: teeTimes.id })
      .from(teeTimes)
      .where(
        and(
          inClub(teeTimes, found.golf_course_id),
          eq(teeTimes.date, found.date),
          eq(teeTimes.time, found.offered_time),
          eq(teeTimes.tee, found.offered_tee),
        ),
      )
      .for('update');
  const [request] = await requestOf().for('update');
  return request!;
}
