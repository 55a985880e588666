import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { userRegistrations } from '../../db/schema/index.js';
import { issueCode } from './issue-code.js';
import { secondsBeforeNextCode } from './seconds-before-next-code.js';
import { mailCode } from './mail-code.js';
import { TooSoonError } from './too-soon-error.js';

/**
 * Mails a new code for a registration still waiting for its e-mail to be confirmed, found by its uid or by its e-mail
 * and club: at most one a minute and five an hour per registration.
 */
export async function resendOtp(
  db: Database,
  input: {
    uid?: string | undefined;
    email?: string | undefined;
    golfCourseId?: number | undefined;
    config: Pick<Config, 'publicUrl' | 'port'>;
  },
): Promise<{ uid: string; email: string }> {
  return db.transaction(async (tx) => {
    const where = input.uid
      ? eq(userRegistrations.uid, input.uid)
      : and(
          eq(userRegistrations.golf_course_id, input.golfCourseId!),
          eq(sql`lower(${userRegistrations.email})`, input.email!.toLowerCase()),
          eq(userRegistrations.status, 'unverified'),
        );
    const [registration] = await tx.select().from(userRegistrations).where(where).for('update');
    if (!registration) {
      if (input.uid) throw new NotFoundError();
      throw new InvalidInputError({ email: ['No registration with this club waits for a code for this e-mail.'] });
    }
    if (registration.status !== 'unverified' || registration.kind !== 'registration') {
      throw new InvalidInputError({
        non_field_errors: ['This e-mail is confirmed already: the registration waits for the club.'],
      });
    }
    const wait = secondsBeforeNextCode(registration);
    if (wait > 0) throw new TooSoonError(wait);
    const { code } = await issueCode(tx, registration);
    await mailCode(tx, { registration, code, config: input.config });
    return { uid: registration.uid, email: registration.email };
  });
}
