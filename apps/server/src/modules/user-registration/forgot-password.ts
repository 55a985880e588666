import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { createOneTimeSecret, setPasswordLinkLifetimeMs } from '../../core/one-time-secrets.js';
import type { Database } from '../../db/client.js';
import { golfCourses, userRoles, users } from '../../db/schema/index.js';
import { mailClubOf, publicLink, queueMail, renderMail } from '../mail/index.js';

/** The page a "forgot password" link opens. */
const resetPasswordPath = (secret: string) => `/set-password?token=${encodeURIComponent(secret)}`;

/**
 * "Forgot password": an active user of this e-mail is mailed a link to choose a new password (single use, 48 hours).
 * The caller answers the same whether or not a user has the e-mail, so that the answer tells nobody who is registered.
 */
export async function forgotPassword(
  db: Database,
  input: { email: string; actor: Actor; config: Pick<Config, 'publicUrl' | 'port'> },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.first_name })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), eq(users.is_active, true)));
    if (!user) return;
    const secret = await createOneTimeSecret(tx, {
      purpose: 'reset_password',
      userId: user.id,
      lifetimeMs: setPasswordLinkLifetimeMs,
    });
    // The mail speaks for the user's club when they belong to exactly one.
    const clubs = await tx
      .selectDistinct({ id: golfCourses.id })
      .from(userRoles)
      .innerJoin(golfCourses, eq(golfCourses.id, userRoles.golf_course_id))
      .where(and(eq(userRoles.user_id, user.id), eq(golfCourses.status, 'approved')));
    const golfCourseId = clubs.length === 1 ? clubs[0]!.id : null;
    const content = renderMail(
      {
        subject: 'Choose a new password for Fairway',
        greeting: `Hello ${user.firstName},`,
        paragraphs: [
          `We were asked for a new password for your Fairway sign-in, ${user.email}.`,
          'Choose it with the link below. The link works once, for 48 hours.',
          'If you did not ask for it, ignore this mail: your password stays as it is.',
        ],
        link: { label: 'Choose a new password', url: publicLink(input.config, resetPasswordPath(secret)) },
        club: golfCourseId === null ? null : await mailClubOf(tx, golfCourseId),
      },
      input.config,
    );
    await queueMail(tx, { golfCourseId, recipient: user.email, ...content });
    await writeAudit(
      tx,
      { ...input.actor, userId: input.actor.userId },
      {
        action: 'update',
        entity: 'users',
        entityId: user.id,
        detail: { reset_link_mailed: true },
      },
    );
  });
}
