import { and, eq, ne } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { hashPassword, verifyPassword } from '../../core/passwords.js';
import type { Database } from '../../db/client.js';
import { authTokens, users } from '../../db/schema/index.js';

/** Changes the caller's own password; every other token of theirs ends, the one in use stays. */
export async function changeOwnPassword(
  db: Database,
  input: { userId: number; tokenId: number; oldPassword: string; newPassword: string; actor: Actor },
) {
  const [user] = await db.select({ passwordHash: users.password_hash }).from(users).where(eq(users.id, input.userId));
  if (!(await verifyPassword(input.oldPassword, user?.passwordHash ?? null))) {
    throw new InvalidInputError({ old_password: ['Invalid password.'] });
  }
  if (input.oldPassword === input.newPassword) {
    throw new InvalidInputError({ new_password: ['The new password must differ from the old one.'] });
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
