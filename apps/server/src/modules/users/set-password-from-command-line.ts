import { newPassword } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { InvalidInputError } from '../../core/domain-errors.js';
import { setPassword } from '../../core/set-password.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { commandLine, passwordError } from './command-line.js';

/**
 * Sets a user's password from the command line (`npm run user:set-password`), to recover an account: every token and
 * every mailed link of theirs ends.
 */
export async function setPasswordFromCommandLine(db: Database, input: { email: string; password: string }) {
  if (!newPassword.safeParse(input.password).success) throw passwordError();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    if (!user) throw new InvalidInputError({ email: [`No user has the e-mail ${input.email}.`] });
    await setPassword(tx, { userId: user.id, newPassword: input.password, actor: commandLine });
  });
}
