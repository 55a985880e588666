import { userRegistrationLimits } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { userRegistrations } from '../../db/schema/index.js';
import { hashCode } from './hash-code.js';

const askAgain = 'Ask for a new code.';

/**
 * Checks the mailed code of a registration. Right: the e-mail is confirmed and the registration waits for the club's
 * admin (`unapproved`). Wrong: the try is counted (kept even though the answer is a refusal); after 5 wrong tries, or
 * past its 10 minutes, the code works no more and only a new one does.
 */
export async function verifyEmail(
  db: Database,
  input: { uid: string; otp: string; actor: Actor },
): Promise<{ status: 'unapproved' }> {
  const refusal = await db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(userRegistrations)
      .where(eq(userRegistrations.uid, input.uid))
      .for('update');
    if (!registration) throw new NotFoundError();
    if (registration.status !== 'unverified') {
      return { otp: ['This e-mail is confirmed already: the registration waits for the club.'] };
    }
    const now = new Date();
    if (!registration.otp_hash || registration.otp_attempts >= userRegistrationLimits.otpTries) {
      return {
        otp: [`This code has had ${userRegistrationLimits.otpTries} wrong tries and works no more. ${askAgain}`],
      };
    }
    if (!registration.otp_expires_at || registration.otp_expires_at <= now) {
      return {
        otp: [`This code has expired: codes work for ${userRegistrationLimits.otpMinutes} minutes. ${askAgain}`],
      };
    }
    if (hashCode(input.otp) !== registration.otp_hash) {
      const attempts = registration.otp_attempts + 1;
      await tx
        .update(userRegistrations)
        .set({ otp_attempts: attempts })
        .where(eq(userRegistrations.id, registration.id));
      const left = userRegistrationLimits.otpTries - attempts;
      return {
        otp: [
          left > 0
            ? `This code is not the one we mailed. ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : `This code is not the one we mailed, and that was the last try. ${askAgain}`,
        ],
      };
    }
    await tx
      .update(userRegistrations)
      .set({ status: 'unapproved', verified_at: now, otp_hash: null, otp_expires_at: null, updated_at: now })
      .where(eq(userRegistrations.id, registration.id));
    await writeAudit(
      tx,
      { ...input.actor, golfCourseId: registration.golf_course_id },
      {
        action: 'update',
        entity: 'user_registration',
        entityId: registration.id,
        detail: { status: 'unapproved' },
      },
    );
    return null;
  });
  if (refusal) throw new InvalidInputError(refusal);
  return { status: 'unapproved' };
}
