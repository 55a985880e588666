import type { rosterChangeInput } from '@fairway/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { eventManagerMembers, golfCourseMembers, members } from '../../db/schema/index.js';
import { createGolfer } from '../members/index.js';
import { listRoster } from './list-roster.js';
import { organiserOf } from './organiser-of.js';
import type { Viewer } from './sees-every-organiser.js';

type RosterChange = z.infer<typeof rosterChangeInput>;

/**
 * `add_remove_event_manager_member_association`: adds a player to an organiser's roster (a member of the club by id,
 * or any golfer by e-mail, made by the members' one way when the e-mail is new to Fairway) or removes one.
 * Answers the roster as it now is.
 */
export async function changeRoster(db: Database, viewer: Viewer, actor: Actor, change: RosterChange) {
  const organiser = await organiserOf(db, viewer, change.event_manager_id);
  const hasMember = change.member_id !== undefined;
  const hasNewGolfer = change.new_golfer !== undefined;
  if (change.action === 'remove' ? !hasMember : hasMember === hasNewGolfer) {
    throw new InvalidInputError({
      non_field_errors: [
        change.action === 'remove'
          ? 'Name the player to remove with member_id.'
          : 'Name the player to add: a member of the club with member_id, or a golfer with new_golfer.',
      ],
    });
  }
  await db.transaction(async (tx) => {
    if (change.action === 'remove') {
      const removed = await tx
        .delete(eventManagerMembers)
        .where(
          and(
            inClub(eventManagerMembers, viewer.golfCourseId),
            eq(eventManagerMembers.event_manager_id, organiser.id),
            eq(eventManagerMembers.member_id, change.member_id!),
          ),
        )
        .returning({ id: eventManagerMembers.id });
      if (removed.length === 0) throw new InvalidInputError({ member_id: ['This player is not on the roster.'] });
      await writeAudit(tx, actor, {
        action: 'delete',
        entity: 'event_manager_members',
        entityId: removed[0]!.id,
        detail: { event_manager_id: organiser.id, member_id: change.member_id },
      });
      return;
    }
    let memberId: number;
    if (hasMember) {
      const [clubMember] = await tx
        .select({ id: golfCourseMembers.member_id })
        .from(golfCourseMembers)
        .where(and(inClub(golfCourseMembers, viewer.golfCourseId), eq(golfCourseMembers.member_id, change.member_id!)));
      if (!clubMember) {
        throw new InvalidInputError({
          member_id: ['Choose a member of the club, or add a golfer from elsewhere by their e-mail.'],
        });
      }
      memberId = clubMember.id;
    } else {
      memberId = await golferOfEmail(tx, actor, change.new_golfer!);
    }
    const [onRoster] = await tx
      .select({ id: eventManagerMembers.id })
      .from(eventManagerMembers)
      .where(and(eq(eventManagerMembers.event_manager_id, organiser.id), eq(eventManagerMembers.member_id, memberId)));
    if (onRoster) throw new InvalidInputError({ member_id: ['This player is already on the roster.'] });
    const [added] = await tx
      .insert(eventManagerMembers)
      .values({
        golf_course_id: viewer.golfCourseId,
        event_manager_id: organiser.id,
        member_id: memberId,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: eventManagerMembers.id });
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'event_manager_members',
      entityId: added!.id,
      detail: { event_manager_id: organiser.id, member_id: memberId },
    });
  });
  return listRoster(db, viewer, change.event_manager_id);
}

/** The golfer with this e-mail (their record stays as it is), or a new golfer of no club with their declared index. */
async function golferOfEmail(tx: Database, actor: Actor, golfer: NonNullable<RosterChange['new_golfer']>) {
  const [known] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.email})`, golfer.email.toLowerCase()))
    .orderBy(asc(members.id))
    .limit(1);
  if (known) return known.id;
  return createGolfer(
    tx,
    actor,
    { ...golfer, email: golfer.email.toLowerCase() },
    { indexNote: 'Declared to the organiser' },
  );
}
