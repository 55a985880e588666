import { attachmentFileUrl, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import { createOneTimeSecret, setPasswordLinkLifetimeMs } from '../../core/one-time-secrets.js';
import type { Database } from '../../db/client.js';
import { golfCourses, userRoles, users } from '../../db/schema/index.js';
import { type MailMessage, publicLink, queueMail, renderMail } from '../mail/index.js';

export type RegistrationDecision = { decision: 'approve' | 'reject'; reason?: string | undefined };

/** The public page a club's new admin sets a password on, with the mailed secret. */
const setPasswordPath = (secret: string) => `/set-password?token=${encodeURIComponent(secret)}`;

/**
 * The super admin decides on a club's registration, once. Approved: the course is approved and its contact becomes
 * its admin (a new user, or an existing user of that e-mail given the role), mailed a link to set a password (48
 * hours, single use) or, when they have one already, told to sign in. Rejected: the contact is mailed the reason.
 * The mail is queued in the decision's transaction: it goes out once the decision is committed.
 */
export async function approveGolfCourseRegistration(
  db: Database,
  input: {
    golfCourseId: number;
    decision: RegistrationDecision;
    actor: Actor;
    config: Pick<Config, 'publicUrl' | 'port'>;
  },
) {
  const { golfCourseId, decision, actor, config } = input;
  return db.transaction(async (tx) => {
    const [course] = await tx.select().from(golfCourses).where(eq(golfCourses.id, golfCourseId)).for('update');
    if (!course) throw new NotFoundError();
    if (course.status !== 'pending') {
      throw new ConflictError(`The registration of ${course.name} was already ${course.status}.`);
    }
    const status = decision.decision === 'approve' ? 'approved' : 'rejected';
    const [decided] = await tx
      .update(golfCourses)
      .set({ status, updated_at: new Date(), updated_by: actor.userId })
      .where(eq(golfCourses.id, golfCourseId))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'golf_courses',
      entityId: golfCourseId,
      detail: decision.decision === 'approve' ? { status } : { status, reason: decision.reason },
    });
    const club = { name: course.name, logo: course.logo_id === null ? null : attachmentFileUrl(course.logo_id) };
    const greeting = `Hello ${course.contact_name},`;
    let message: MailMessage;
    if (decision.decision === 'reject') {
      message = {
        subject: `Your registration of ${course.name} on Fairway`,
        greeting,
        paragraphs: [
          `Thank you for registering ${course.name} on Fairway. We could not approve the registration.`,
          `The reason: ${decision.reason}`,
          'You are welcome to register again once this is settled.',
        ],
        club,
      };
    } else {
      const admin = await makeAdmin(tx, { course, actor });
      const secret = admin.hasPassword
        ? null
        : await createOneTimeSecret(tx, {
            purpose: 'set_password',
            userId: admin.userId,
            lifetimeMs: setPasswordLinkLifetimeMs,
          });
      message = {
        subject: `${course.name} is approved on Fairway`,
        greeting,
        paragraphs: [
          `${course.name} is approved on Fairway, and you are its administrator.`,
          secret
            ? 'Choose your password to sign in. The link works once, for 48 hours; after that, ask us for a new one.'
            : `Sign in with ${course.contact_email} and the password you already use on Fairway.`,
        ],
        link: secret
          ? { label: 'Set your password', url: publicLink(config, setPasswordPath(secret)) }
          : { label: 'Sign in', url: publicLink(config, '/auth/log-in') },
        club,
      };
    }
    await queueMail(tx, { golfCourseId, recipient: course.contact_email, ...renderMail(message, config) });
    return decided!;
  });
}

/** The contact as the club's admin: their user (made when the e-mail is new) given the admin role in the club. */
async function makeAdmin(
  tx: Database,
  { course, actor }: { course: typeof golfCourses.$inferSelect; actor: Actor },
): Promise<{ userId: number; hasPassword: boolean }> {
  const [existing] = await tx
    .select({ id: users.id, passwordHash: users.password_hash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, course.contact_email.toLowerCase()));
  let userId = existing?.id;
  if (userId === undefined) {
    const [firstName = '', ...rest] = course.contact_name.trim().split(/\s+/);
    const [created] = await tx
      .insert(users)
      .values({
        email: course.contact_email,
        first_name: firstName.slice(0, 100),
        last_name: rest.join(' ').slice(0, 100),
        phone: course.contact_phone,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: users.id });
    userId = created!.id;
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'users',
      entityId: userId,
      detail: { email: course.contact_email },
    });
  }
  await tx
    .insert(userRoles)
    .values({ user_id: userId, golf_course_id: course.id, role: Role.admin, created_by: actor.userId })
    .onConflictDoNothing();
  await writeAudit(tx, actor, {
    action: 'role_granted',
    entity: 'users',
    entityId: userId,
    detail: { role: Role.admin, golf_course_id: course.id },
  });
  return { userId, hasPassword: Boolean(existing?.passwordHash) };
}
