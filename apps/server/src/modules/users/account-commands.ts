import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { authTokens, userRoles, users } from '../../db/schema/index.js';
import { writeAudit } from '../audit/audit-log.js';
import { hashPassword, passwordLength } from '../auth/passwords.js';
import { Role } from './roles.js';

export class AccountCommandError extends Error {}

const passwordSchema = z.string().min(passwordLength.min).max(passwordLength.max);
const operator = { userId: null, golfCourseId: null, ip: 'command line' };

function checkPassword(password: string) {
  if (!passwordSchema.safeParse(password).success) {
    throw new AccountCommandError(`The password must have ${passwordLength.min} to ${passwordLength.max} characters.`);
  }
}

/** Creates the first real account of an install: an active, verified super admin. */
export async function createSuperAdmin(
  db: Database,
  input: { email: string; firstName: string; lastName: string; password: string },
): Promise<number> {
  if (!z.email().safeParse(input.email).success)
    throw new AccountCommandError(`"${input.email}" is not an e-mail address.`);
  checkPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    if (existing) throw new AccountCommandError(`A user with the e-mail ${input.email} already exists.`);
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email.toLowerCase(),
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: passwordHash,
        email_verified_at: new Date(),
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ user_id: user!.id, role: Role.superAdmin });
    await writeAudit(tx, operator, {
      action: 'create',
      entity: 'users',
      entityId: user!.id,
      detail: { email: input.email },
    });
    await writeAudit(tx, operator, {
      action: 'role_granted',
      entity: 'users',
      entityId: user!.id,
      detail: { role: Role.superAdmin },
    });
    return user!.id;
  });
}

/** Sets a user's password from the command line and ends every token of theirs. */
export async function setPassword(db: Database, input: { email: string; password: string }) {
  checkPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
      .returning({ id: users.id });
    if (!user) throw new AccountCommandError(`No user has the e-mail ${input.email}.`);
    await tx.delete(authTokens).where(eq(authTokens.user_id, user.id));
    await writeAudit(tx, operator, { action: 'password_changed', entity: 'users', entityId: user.id });
  });
}
