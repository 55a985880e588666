import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { userRegistrations } from '../../db/schema/index.js';
import { issueCode } from './issue-code.js';

/**
 * Support for a visitor whose mail does not arrive: the super admin is given a fresh code to read out. Only codes'
 * hashes are kept, so the mailed one cannot be shown: a new one replaces it (decision 0036). Audited.
 */
export async function codeForSupport(db: Database, input: { id: number; actor: Actor }) {
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(userRegistrations)
      .where(eq(userRegistrations.id, input.id))
      .for('update');
    if (!registration) throw new NotFoundError();
    if (registration.status !== 'unverified') {
      throw new InvalidInputError({ id: ['This e-mail is confirmed already: no code is needed.'] });
    }
    const { code, expiresAt } = await issueCode(tx, registration);
    await writeAudit(
      tx,
      { ...input.actor, golfCourseId: registration.golf_course_id },
      {
        action: 'update',
        entity: 'user_registration',
        entityId: registration.id,
        detail: { code_given_to_support: true },
      },
    );
    return { uid: registration.uid, email: registration.email, otp: code, expires_at: expiresAt };
  });
}
