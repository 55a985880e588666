import { and, eq, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { useOneTimeSecret } from '../../core/one-time-secrets.js';
import type { Database } from '../../db/client.js';
import { members, users } from '../../db/schema/index.js';

const expired = 'This link has expired or has already been used. Ask for the change again from your profile.';

/**
 * Moves the user to the address the mailed link was sent to: the link works once, and the address must still be free
 * (another user may have taken it since). The golfer's record follows, as it is the same person.
 */
export async function confirmEmailChange(db: Database, input: { secret: string; actor: Actor }) {
  return db.transaction(async (tx) => {
    const used = await useOneTimeSecret(tx, { purpose: 'confirm_email', secret: input.secret });
    if (!used?.newEmail) throw new InvalidInputError({ token: [expired] });
    const { userId, newEmail } = used;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${newEmail})`, ne(users.id, userId)));
    if (taken) throw new InvalidInputError({ token: ['Another user signs in with this address now.'] });
    const now = new Date();
    await tx
      .update(users)
      .set({ email: newEmail, email_verified_at: now, updated_at: now, updated_by: userId })
      .where(eq(users.id, userId));
    await tx
      .update(members)
      .set({ email: newEmail, updated_at: now, updated_by: userId })
      .where(eq(members.user_id, userId));
    await writeAudit(
      tx,
      { ...input.actor, userId },
      { action: 'update', entity: 'users', entityId: userId, detail: { fields: ['email'] } },
    );
    return { email: newEmail };
  });
}
