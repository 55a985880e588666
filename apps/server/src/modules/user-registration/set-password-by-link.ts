import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { useOneTimeSecret } from '../../core/one-time-secrets.js';
import { hashPassword } from '../../core/passwords.js';
import type { Database } from '../../db/client.js';
import { authTokens, oneTimeSecrets, users } from '../../db/schema/index.js';

/** Ends every sign-in token and every unused mailed link of a user: after a new password, none of them works. */
export async function endTokensOf(tx: Database, userId: number) {
  await tx.delete(authTokens).where(eq(authTokens.user_id, userId));
  await tx
    .update(oneTimeSecrets)
    .set({ used_at: new Date() })
    .where(and(eq(oneTimeSecrets.user_id, userId), isNull(oneTimeSecrets.used_at)));
}

/**
 * Sets a password through a mailed link (a new user's after approval, a club's new admin's, or "forgot password"):
 * the link's secret is used up in the same transaction, so it works once. The e-mail counts as verified (the link
 * reached it); every token and other link of the user's ends.
 */
export async function setPasswordByLink(
  db: Database,
  input: { secret: string; newPassword: string; actor: Actor },
): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const used =
      (await useOneTimeSecret(tx, { purpose: 'set_password', secret: input.secret })) ??
      (await useOneTimeSecret(tx, { purpose: 'reset_password', secret: input.secret }));
    if (!used) {
      throw new InvalidInputError({
        token: ['This link has expired or has already been used. Ask for a new one with "Forgot password?".'],
      });
    }
    const now = new Date();
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: now, updated_by: used.userId })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email, verifiedAt: users.email_verified_at });
    if (!user) throw new InvalidInputError({ token: ['This link no longer leads to a user.'] });
    if (!user.verifiedAt) await tx.update(users).set({ email_verified_at: now }).where(eq(users.id, used.userId));
    await endTokensOf(tx, used.userId);
    await writeAudit(
      tx,
      { ...input.actor, userId: used.userId },
      {
        action: 'password_changed',
        entity: 'users',
        entityId: used.userId,
      },
    );
    return { email: user.email };
  });
}
