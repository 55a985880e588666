import { newPassword, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { hashPassword } from '../../core/passwords.js';
import type { Database } from '../../db/client.js';
import { userRoles, users } from '../../db/schema/index.js';
import { commandLine } from './command-line.js';
import { passwordError } from './password-error.js';

/** Creates the first real account of an install (`npm run user:create-superadmin`): an active, verified super admin. */
export async function createSuperAdmin(
  db: Database,
  input: { email: string; firstName: string; lastName: string; password: string },
): Promise<number> {
  if (!z.email().safeParse(input.email).success) {
    throw new InvalidInputError({ email: [`"${input.email}" is not an e-mail address.`] });
  }
  if (!newPassword.safeParse(input.password).success) throw passwordError();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    if (existing) throw new InvalidInputError({ email: [`A user with the e-mail ${input.email} already exists.`] });
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
    await writeAudit(tx, commandLine, {
      action: 'create',
      entity: 'users',
      entityId: user!.id,
      detail: { email: input.email },
    });
    await writeAudit(tx, commandLine, {
      action: 'role_granted',
      entity: 'users',
      entityId: user!.id,
      detail: { role: Role.superAdmin },
    });
    return user!.id;
  });
}
