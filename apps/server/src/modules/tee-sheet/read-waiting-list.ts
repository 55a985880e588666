import { Role, type waitingListQuery, type waitingListRecord } from '@fairway/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub, ofOwnGolfer } from '../../db/club-scope.js';
import { members, waitingList } from '../../db/schema/index.js';

/**
 * The club's waiting list as the caller may see it, by day and first come first: a club admin every request, anyone
 * else their own. With `requestId`, that one request or not found.
 */
export async function readWaitingList(
  db: Database,
  actor: Actor,
  which: z.output<typeof waitingListQuery> & { requestId?: number },
): Promise<z.output<typeof waitingListRecord>[]> {
  const isAdmin = actor.roles?.includes(Role.admin) ?? false;
  const rows = await db
    .select({
      id: waitingList.id,
      created_at: waitingList.created_at,
      created_by: waitingList.created_by,
      updated_at: waitingList.updated_at,
      updated_by: waitingList.updated_by,
      golf_course_id: waitingList.golf_course_id,
      member_id: waitingList.member_id,
      member_name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      date: waitingList.date,
      from_time: waitingList.from_time,
      to_time: waitingList.to_time,
      places: waitingList.places,
      ballot_entry_id: waitingList.ballot_entry_id,
      status: waitingList.status,
      offered_time: waitingList.offered_time,
      offered_tee: waitingList.offered_tee,
      offered_at: waitingList.offered_at,
      offer_held_until: waitingList.offer_held_until,
      booking_id: waitingList.booking_id,
    })
    .from(waitingList)
    .innerJoin(members, eq(members.id, waitingList.member_id))
    .where(
      and(
        inClub(waitingList, actor.golfCourseId!),
        which.requestId === undefined ? undefined : eq(waitingList.id, which.requestId),
        which.date === undefined ? undefined : eq(waitingList.date, which.date),
        which.status === undefined ? undefined : eq(waitingList.status, which.status),
        isAdmin ? undefined : ofOwnGolfer(waitingList.member_id, actor.userId!),
      ),
    )
    .orderBy(asc(waitingList.date), asc(waitingList.created_at), asc(waitingList.id));
  if (which.requestId !== undefined && rows.length === 0) throw new NotFoundError();
  return rows;
}
