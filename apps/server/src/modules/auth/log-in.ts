import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { verifyPassword } from '../../core/passwords.js';
import { newToken } from '../../core/tokens.js';
import type { Database } from '../../db/client.js';
import { authTokens, users } from '../../db/schema/index.js';
import { LoginRefusedError } from './login-refused-error.js';

/**
 * Signs a user in (djoser's token login): an active user with a verified e-mail and the right password gets a new
 * token; anyone else gets the same 400, so that the answer does not tell which part was wrong.
 */
export async function logIn(
  db: Database,
  input: { email: string; password: string; tokenLifetimeMs: number; actor: Actor },
): Promise<{ authToken: string }> {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.password_hash,
      isActive: users.is_active,
      emailVerifiedAt: users.email_verified_at,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()));
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !passwordMatches || !user.isActive || !user.emailVerifiedAt) {
    await writeAudit(db, input.actor, {
      action: 'login_failed',
      entity: 'users',
      entityId: user?.id ?? null,
      detail: { email: input.email.trim().toLowerCase() },
    });
    throw new LoginRefusedError();
  }
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(Date.now() + input.tokenLifetimeMs);
  await db.transaction(async (tx) => {
    await tx.insert(authTokens).values({ user_id: user.id, token_hash: tokenHash, expires_at: expiresAt });
    await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id));
    await writeAudit(tx, { ...input.actor, userId: user.id }, { action: 'login', entity: 'users', entityId: user.id });
  });
  return { authToken: token };
}
