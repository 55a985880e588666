import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { verifyPassword } from '../../core/passwords.js';
import { setPassword } from '../../core/set-password.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Changes the caller's own password; every other token of theirs and every mailed link ends, the one in use stays.
 */
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
  await db.transaction((tx) =>
    setPassword(tx, {
      userId: input.userId,
      newPassword: input.newPassword,
      actor: input.actor,
      keepTokenId: input.tokenId,
    }),
  );
}
