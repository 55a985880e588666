import { and, eq, ne } from 'drizzle-orm';
import type { Actor, Caller } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourseMembers, golfCourses, members, userRegistrations, userRoles, users } from '../../db/schema/index.js';

/**
 * A signed-in user asks to join an approved club as a member or a guest. No code: their e-mail is confirmed already.
 * The request waits in the club's unapproved list like a registration.
 */
export async function joinGolfCourse(
  db: Database,
  input: { caller: Caller; golfCourseId: number; isGuest: boolean; actor: Actor },
): Promise<number> {
  const { caller, golfCourseId } = input;
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ name: golfCourses.name, status: golfCourses.status })
      .from(golfCourses)
      .where(eq(golfCourses.id, golfCourseId));
    if (!course || course.status !== 'approved') {
      throw new InvalidInputError({ golf_course_id: ['Choose a club that is open on Fairway.'] });
    }
    const [role] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.user_id, caller.id), eq(userRoles.golf_course_id, golfCourseId)));
    const [tie] = await tx
      .select({ id: golfCourseMembers.id })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .where(and(eq(members.user_id, caller.id), eq(golfCourseMembers.golf_course_id, golfCourseId)));
    if (role || tie) throw new InvalidInputError({ golf_course_id: [`You belong to ${course.name} already.`] });
    const [waiting] = await tx
      .select({ id: userRegistrations.id })
      .from(userRegistrations)
      .where(
        and(
          eq(userRegistrations.golf_course_id, golfCourseId),
          eq(userRegistrations.email, caller.email),
          ne(userRegistrations.status, 'rejected'),
        ),
      );
    if (waiting) {
      throw new InvalidInputError({
        golf_course_id: [`You asked to join ${course.name} already: the request waits for the club.`],
      });
    }
    const [user] = await tx.select().from(users).where(eq(users.id, caller.id));
    const [member] = await tx.select().from(members).where(eq(members.user_id, caller.id));
    const [created] = await tx
      .insert(userRegistrations)
      .values({
        golf_course_id: golfCourseId,
        kind: 'join',
        user_id: caller.id,
        first_name: user!.first_name,
        last_name: user!.last_name,
        email: user!.email,
        phone: user!.phone,
        gender: (member?.gender as 'M' | 'F' | null | undefined) ?? null,
        date_of_birth: member?.date_of_birth ?? null,
        declared_handicap_index: member?.handicap_index ?? null,
        is_guest: input.isGuest,
        status: 'unapproved',
        verified_at: user!.email_verified_at ?? new Date(),
        created_by: caller.id,
        updated_by: caller.id,
      })
      .returning({ id: userRegistrations.id });
    await writeAudit(
      tx,
      { ...input.actor, golfCourseId },
      {
        action: 'create',
        entity: 'user_registration',
        entityId: created!.id,
        detail: { kind: 'join', is_guest: input.isGuest },
      },
    );
    return created!.id;
  });
}
