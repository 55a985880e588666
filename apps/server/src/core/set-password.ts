import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authTokens, oneTimeSecrets, users } from '../db/schema/index.js';
import type { Actor } from './actor.js';
import { writeAudit } from './audit.js';
import { hashPassword } from './passwords.js';

/**
 * Sets a user's password inside the caller's transaction: the one way every path does it (the operator's command,
 * an admin, a mailed link, the user themself). Every sign-in token of the user's ends, but `keepTokenId` (the user
 * changing their own stays signed in where they are), and so does every mailed link of theirs not used yet, so that
 * nothing issued before the change still opens the account. The audit entry names who set it. Answers the user's
 * e-mail, or null when no user has this id.
 */
export async function setPassword(
  tx: Database,
  options: {
    userId: number;
    newPassword: string;
    actor: Actor;
    /** What the audit entry adds: who set it, when it was not the user (`{ set_by_admin: true }`). */
    detail?: Record<string, unknown>;
    keepTokenId?: number;
  },
): Promise<{ email: string } | null> {
  const now = new Date();
  const [user] = await tx
    .update(users)
    .set({ password_hash: await hashPassword(options.newPassword), updated_at: now, updated_by: options.actor.userId })
    .where(eq(users.id, options.userId))
    .returning({ email: users.email });
  if (!user) return null;
  await tx
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.user_id, options.userId),
        options.keepTokenId === undefined ? undefined : ne(authTokens.id, options.keepTokenId),
      ),
    );
  await tx
    .update(oneTimeSecrets)
    .set({ used_at: now })
    .where(and(eq(oneTimeSecrets.user_id, options.userId), isNull(oneTimeSecrets.used_at)));
  await writeAudit(tx, options.actor, {
    action: 'password_changed',
    entity: 'users',
    entityId: options.userId,
    ...(options.detail ? { detail: options.detail } : {}),
  });
  return user;
}
