import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { useOneTimeSecret } from '../../core/one-time-secrets.js';
import { setPassword } from '../../core/set-password.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Sets a password through a mailed link (a new user's after approval, a club's new admin's, or "forgot password"):
 * the link's secret is used up in the same transaction, so it works once. The e-mail counts as verified (the link
 * reached it); every token and other link of the user's ends.
 */
export async function setPasswordByLink(
  db: Database,
  input: { secret: string; newPassword: string; actor: Actor },
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const used =
      (await useOneTimeSecret(tx, { purpose: 'set_password', secret: input.secret })) ??
      (await useOneTimeSecret(tx, { purpose: 'reset_password', secret: input.secret }));
    if (!used) {
      throw new InvalidInputError({
        token: ['This link has expired or has already been used. Ask for a new one with "Forgot password?".'],
      });
    }
    const user = await setPassword(tx, {
      userId: used.userId,
      newPassword: input.newPassword,
      actor: { ...input.actor, userId: used.userId },
    });
    if (!user) throw new InvalidInputError({ token: ['This link no longer leads to a user.'] });
    await tx
      .update(users)
      .set({ email_verified_at: new Date() })
      .where(and(eq(users.id, used.userId), isNull(users.email_verified_at)));
    return { email: user.email };
  });
}
