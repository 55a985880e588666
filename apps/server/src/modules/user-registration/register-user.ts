import { randomUUID } from 'node:crypto';
import { type userRegistrationInput } from '@fairway/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import { phoneCountry } from '../../core/phone-country.js';
import { phoneNumbersInE164 } from '../../core/phone-numbers-in-e164.js';
import type { Database } from '../../db/client.js';
import { golfCourseMembers, golfCourses, members, userRegistrations, users } from '../../db/schema/index.js';
import { issueCode } from './issue-code.js';
import { mailCode } from './mail-code.js';

export type UserRegistrationInput = z.output<typeof userRegistrationInput>;

const alreadyRegistered = (clubName: string) =>
  `This e-mail is already registered with ${clubName}. Enter the code we mailed, or ask for a new one.`;

/**
 * A visitor registers with an approved club: the registration is kept `unverified` and a 6-digit code is mailed
 * (only its hash kept). One registration per e-mail and club; a filled honeypot (`fax`) is answered as a person would
 * be, and nothing is kept.
 */
export async function registerUser(
  db: Database,
  input: { registration: UserRegistrationInput; actor: Actor; config: Pick<Config, 'publicUrl' | 'port'> },
): Promise<{ uid: string; email: string }> {
  const { fax, ...registration } = input.registration;
  if (fax) return { uid: randomUUID(), email: registration.email };
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ name: golfCourses.name, status: golfCourses.status })
      .from(golfCourses)
      .where(eq(golfCourses.id, registration.golf_course_id));
    if (!course) throw new NotFoundError();
    if (course.status !== 'approved') {
      throw new InvalidInputError({
        golf_course_id: [`${course.name} is not open for registrations yet: it waits for its own approval.`],
      });
    }
    const country = await phoneCountry(tx, { golfCourseId: registration.golf_course_id });
    const { phone } = phoneNumbersInE164({ phone: registration.phone }, ['phone'], country);
    const email = registration.email.toLowerCase();
    const [earlier] = await tx
      .select({ id: userRegistrations.id })
      .from(userRegistrations)
      .where(
        and(
          eq(userRegistrations.golf_course_id, registration.golf_course_id),
          eq(sql`lower(${userRegistrations.email})`, email),
          ne(userRegistrations.status, 'rejected'),
        ),
      );
    if (earlier) throw new InvalidInputError({ email: [alreadyRegistered(course.name)] });
    const [tied] = await tx
      .select({ id: golfCourseMembers.id })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .leftJoin(users, eq(users.id, members.user_id))
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, registration.golf_course_id),
          sql`(lower(${members.email}) = ${email} or lower(${users.email}) = ${email})`,
        ),
      );
    if (tied) {
      throw new InvalidInputError({
        email: [`This e-mail already belongs to a member of ${course.name}. Sign in instead.`],
      });
    }
    const [created] = await tx
      .insert(userRegistrations)
      .values({
        golf_course_id: registration.golf_course_id,
        kind: 'registration',
        first_name: registration.first_name,
        last_name: registration.last_name ?? '',
        email: registration.email,
        phone: phone ?? '',
        gender: registration.gender ?? null,
        date_of_birth: registration.date_of_birth ?? null,
        declared_handicap_index: registration.declared_handicap_index ?? null,
        is_guest: registration.is_guest ?? false,
        status: 'unverified',
      })
      .returning();
    await writeAudit(
      tx,
      { ...input.actor, golfCourseId: registration.golf_course_id },
      {
        action: 'create',
        entity: 'user_registration',
        entityId: created!.id,
        detail: { email: registration.email, kind: 'registration' },
      },
    );
    const { code } = await issueCode(tx, created!);
    await mailCode(tx, { registration: created!, code, config: input.config });
    return { uid: created!.uid, email: created!.email };
  });
}
