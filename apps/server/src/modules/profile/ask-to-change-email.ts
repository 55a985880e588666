import { and, eq, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { createOneTimeSecret } from '../../core/one-time-secrets.js';
import { verifyPassword } from '../../core/passwords.js';
import type { Database } from '../../db/client.js';
import { oneTimeSecrets, users } from '../../db/schema/index.js';
import { publicLink, queueMail, renderMail } from '../mail/index.js';

/** How long the link that confirms a new e-mail address works. */
export const confirmEmailLinkLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * Starts a change of the caller's e-mail address: the password proves it is them; a link mailed to the new address
 * proves it is theirs, and only then does the address change (`confirmEmailChange`). The old address is told, so that
 * a stolen session cannot move an account away unnoticed. A newer request replaces an older one's link.
 */
export async function askToChangeEmail(
  db: Database,
  input: {
    userId: number;
    password: string;
    newEmail: string;
    actor: Actor;
    config: Pick<Config, 'publicUrl' | 'port'>;
  },
) {
  const [user] = await db
    .select({ email: users.email, firstName: users.first_name, passwordHash: users.password_hash })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user || !(await verifyPassword(input.password, user.passwordHash))) {
    throw new InvalidInputError({ password: ['Invalid password.'] });
  }
  const newEmail = input.newEmail;
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw new InvalidInputError({ new_email: ['This is your address already.'] });
  }
  await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${newEmail})`, ne(users.id, input.userId)));
    if (taken) throw new InvalidInputError({ new_email: ['Another user signs in with this address.'] });
    await tx
      .delete(oneTimeSecrets)
      .where(and(eq(oneTimeSecrets.user_id, input.userId), eq(oneTimeSecrets.purpose, 'confirm_email')));
    const secret = await createOneTimeSecret(tx, {
      purpose: 'confirm_email',
      userId: input.userId,
      newEmail,
      lifetimeMs: confirmEmailLinkLifetimeMs,
    });
    const greeting = `Hello ${user.firstName},`;
    await queueMail(tx, {
      golfCourseId: null,
      recipient: newEmail,
      ...renderMail(
        {
          subject: 'Confirm your new e-mail address',
          greeting,
          paragraphs: [
            'You asked to sign in to Fairway with this address from now on.',
            'Open the link below within 24 hours to confirm it. Until then you keep signing in with your old address.',
          ],
          link: { label: 'Confirm this address', url: publicLink(input.config, `/confirm-email?token=${secret}`) },
          club: null,
        },
        input.config,
      ),
    });
    await queueMail(tx, {
      golfCourseId: null,
      recipient: user.email,
      ...renderMail(
        {
          subject: 'Your e-mail address is being changed',
          greeting,
          paragraphs: [
            `Someone signed in as you asked to change your address to ${newEmail}. It changes once that address confirms it.`,
            'If this was not you, change your password now and tell your club.',
          ],
          club: null,
        },
        input.config,
      ),
    });
    await writeAudit(tx, input.actor, {
      action: 'update',
      entity: 'users',
      entityId: input.userId,
      detail: { asked: 'email_change' },
    });
  });
  return { detail: `We have mailed a link to ${newEmail}. Open it to confirm the new address.` };
}
