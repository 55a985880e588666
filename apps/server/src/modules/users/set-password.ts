import { newPassword } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { hashPassword } from '../../core/passwords.js';
import type { Database } from '../../db/client.js';
import { authTokens, users } from '../../db/schema/index.js';
import { commandLine, passwordError } from './command-line.js';

/** Sets a user's password from the command line (`npm run user:set-password`) and ends every token of theirs. */
export async function setPassword(db: Database, input: { email: string; password: string }) {
  if (!newPassword.safeParse(input.password).success) throw passwordError();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
      .returning({ id: users.id });
    if (!user) throw new InvalidInputError({ email: [`No user has the e-mail ${input.email}.`] });
    await tx.delete(authTokens).where(eq(authTokens.user_id, user.id));
    await writeAudit(tx, commandLine, { action: 'password_changed', entity: 'users', entityId: user.id });
  });
}
