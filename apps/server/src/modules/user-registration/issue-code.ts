import { randomInt } from 'node:crypto';
import { userRegistrationLimits } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userRegistrations } from '../../db/schema/index.js';
import { hashCode } from './hash-code.js';

export type Registration = typeof userRegistrations.$inferSelect;

/** The window in which a registration's code mails are counted against `sendsPerHour`. */
export const codeSendsWindowMs = 60 * 60 * 1000;

/** A 6-digit code, leading zeros kept: every one of the million codes is as likely. */
const newCode = () => String(randomInt(0, 10 ** userRegistrationLimits.otpDigits)).padStart(6, '0');

/**
 * Gives a registration a fresh code (the old one ends: its tries with it) and counts the send in the hour's window.
 * The caller has checked that a send is allowed now.
 */
export async function issueCode(
  tx: Database,
  registration: Registration,
  now = new Date(),
): Promise<{ code: string; expiresAt: Date }> {
  const code = newCode();
  const expiresAt = new Date(now.getTime() + userRegistrationLimits.otpMinutes * 60 * 1000);
  const windowOver =
    !registration.otp_sends_since || now.getTime() - registration.otp_sends_since.getTime() >= codeSendsWindowMs;
  await tx
    .update(userRegistrations)
    .set({
      otp_hash: hashCode(code),
      otp_expires_at: expiresAt,
      otp_attempts: 0,
      otp_sent_at: now,
      otp_sends: windowOver ? 1 : registration.otp_sends + 1,
      otp_sends_since: windowOver ? now : registration.otp_sends_since,
      updated_at: now,
    })
    .where(eq(userRegistrations.id, registration.id));
  return { code, expiresAt };
}
