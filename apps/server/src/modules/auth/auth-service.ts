import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authTokens, users } from '../../db/schema/index.js';
import { validationFailed } from '../../http/errors.js';
import { type Actor, writeAudit } from '../audit/audit-log.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { newToken } from './tokens.js';

const unableToLogIn = () => validationFailed({ non_field_errors: ['Unable to log in with provided credentials.'] });

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
    throw unableToLogIn();
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

export async function logOut(db: Database, input: { tokenId: number; actor: Actor }) {
  await db.transaction(async (tx) => {
    await tx.delete(authTokens).where(eq(authTokens.id, input.tokenId));
    await writeAudit(tx, input.actor, { action: 'logout', entity: 'users', entityId: input.actor.userId });
  });
}

/** Changes the caller's own password; every other token of theirs ends, the one in use stays. */
export async function changeOwnPassword(
  db: Database,
  input: { userId: number; tokenId: number; oldPassword: string; newPassword: string; actor: Actor },
) {
  const [user] = await db.select({ passwordHash: users.password_hash }).from(users).where(eq(users.id, input.userId));
  if (!(await verifyPassword(input.oldPassword, user?.passwordHash ?? null))) {
    throw validationFailed({ old_password: ['Invalid password.'] });
  }
  if (input.oldPassword === input.newPassword) {
    throw validationFailed({ new_password: ['The new password must differ from the old one.'] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date(), updated_by: input.userId })
      .where(eq(users.id, input.userId));
    await tx.delete(authTokens).where(and(eq(authTokens.user_id, input.userId), ne(authTokens.id, input.tokenId)));
    await writeAudit(tx, input.actor, { action: 'password_changed', entity: 'users', entityId: input.userId });
  });
}
