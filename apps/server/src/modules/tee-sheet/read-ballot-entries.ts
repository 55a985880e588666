import { Role, type ballotEntryRecord } from '@fairway/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub, ofOwnGolfer } from '../../db/club-scope.js';
import { ballotEntries, ballotEntryMembers, members } from '../../db/schema/index.js';

export type BallotEntryRecord = z.output<typeof ballotEntryRecord>;

/**
 * The ballot entries the caller may see, by ballot and entry, each with its group by name and, once drawn, its result
 * and why: a club admin (the committee) every entry of the club, anyone else the entries they are in. With `entryId`,
 * that one entry or not found.
 */
export async function readBallotEntries(
  db: Database,
  actor: Actor,
  which: { ballotId?: number; entryId?: number },
): Promise<BallotEntryRecord[]> {
  const golfCourseId = actor.golfCourseId!;
  const isAdmin = actor.roles?.includes(Role.admin) ?? false;
  const rows = await db
    .select()
    .from(ballotEntries)
    .where(
      and(
        inClub(ballotEntries, golfCourseId),
        which.ballotId === undefined ? undefined : eq(ballotEntries.ballot_id, which.ballotId),
        which.entryId === undefined ? undefined : eq(ballotEntries.id, which.entryId),
        isAdmin
          ? undefined
          : sql`${ballotEntries.id} in (select ${ballotEntryMembers.ballot_entry_id} from ${ballotEntryMembers} where ${ofOwnGolfer(ballotEntryMembers.member_id, actor.userId!)})`,
      ),
    )
    .orderBy(asc(ballotEntries.ballot_id), asc(ballotEntries.id));
  if (which.entryId !== undefined && rows.length === 0) throw new NotFoundError();
  const memberIds = [
    ...new Set(
      rows.flatMap((row) => [
        row.member_id,
        ...row.others.flatMap((other) => (other.kind === 'member' ? [other.member_id] : [])),
      ]),
    ),
  ];
  const names =
    memberIds.length === 0
      ? []
      : await db
          .select({ id: members.id, firstName: members.first_name, lastName: members.last_name })
          .from(members)
          .where(inArray(members.id, memberIds));
  const nameOf = (id: number) => {
    const member = names.find((candidate) => candidate.id === id);
    return member ? `${member.firstName} ${member.lastName}`.trim() : '';
  };
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at,
    created_by: row.created_by,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
    golf_course_id: row.golf_course_id,
    ballot_id: row.ballot_id,
    member_id: row.member_id,
    players: [
      { kind: 'member' as const, member_id: row.member_id, name: nameOf(row.member_id) },
      ...row.others.map((other) =>
        other.kind === 'member'
          ? { kind: other.kind, member_id: other.member_id, name: nameOf(other.member_id) }
          : { kind: other.kind, member_id: null, name: other.kind === 'guest' ? other.name : '' },
      ),
    ],
    from_time: row.from_time,
    to_time: row.to_time,
    outcome: row.outcome,
    draw_order: row.draw_order,
    weight: row.weight,
    slots_it_could_take: row.slots_it_could_take,
    time: row.time,
    tee: row.tee,
    booking_id: row.booking_id,
    explanation: row.explanation,
  }));
}
