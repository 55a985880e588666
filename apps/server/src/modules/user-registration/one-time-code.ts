import { randomInt } from 'node:crypto';
import { attachmentFileUrl, userRegistrationLimits } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { hashToken } from '../../core/tokens.js';
import type { Database } from '../../db/client.js';
import { golfCourses, userRegistrations } from '../../db/schema/index.js';
import { type MailClub, publicLink, queueMail, renderMail } from '../mail/index.js';

export type Registration = typeof userRegistrations.$inferSelect;

const hourMs = 60 * 60 * 1000;

/** A 6-digit code, leading zeros kept: every one of the million codes is as likely. */
export const newCode = () => String(randomInt(0, 10 ** userRegistrationLimits.otpDigits)).padStart(6, '0');

/** The code's hash as stored: the same SHA-256 as every other secret. */
export const hashCode = (code: string) => hashToken(code);

/** The club a mail speaks for: its name and logo. */
export async function clubOf(db: Database, golfCourseId: number): Promise<MailClub & { status: string }> {
  const [course] = await db
    .select({ name: golfCourses.name, logoId: golfCourses.logo_id, status: golfCourses.status })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  return {
    name: course?.name ?? 'Fairway',
    logo: course?.logoId ? attachmentFileUrl(course.logoId) : null,
    status: course?.status ?? 'unknown',
  };
}

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
  const windowOver = !registration.otp_sends_since || now.getTime() - registration.otp_sends_since.getTime() >= hourMs;
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

/** Seconds to wait before another code may be sent for this registration: 0 when it may be sent now. */
export function secondsBeforeNextCode(registration: Registration, now = new Date()): number {
  const waits: number[] = [];
  if (registration.otp_sent_at) {
    const nextAt = registration.otp_sent_at.getTime() + userRegistrationLimits.resendSeconds * 1000;
    if (nextAt > now.getTime()) waits.push(nextAt - now.getTime());
  }
  if (registration.otp_sends_since && registration.otp_sends >= userRegistrationLimits.sendsPerHour) {
    const windowEnds = registration.otp_sends_since.getTime() + hourMs;
    if (windowEnds > now.getTime()) waits.push(windowEnds - now.getTime());
  }
  return waits.length === 0 ? 0 : Math.ceil(Math.max(...waits) / 1000);
}

/** Mails the code, in the transaction that stored its hash. */
export async function mailCode(
  tx: Database,
  input: { registration: Registration; code: string; config: Pick<Config, 'publicUrl' | 'port'> },
) {
  const { registration, code, config } = input;
  const club = await clubOf(tx, registration.golf_course_id);
  const content = renderMail(
    {
      subject: `Your code for ${club.name}: ${code}`,
      greeting: `Hello ${registration.first_name},`,
      paragraphs: [
        `Your code to confirm your e-mail for ${club.name} is ${code}.`,
        `It works for ${userRegistrationLimits.otpMinutes} minutes. If you did not register, ignore this mail.`,
      ],
      link: { label: 'Enter the code', url: publicLink(config, `/verify-email/${registration.uid}`) },
      club: { name: club.name, logo: club.logo },
    },
    config,
  );
  await queueMail(tx, { golfCourseId: registration.golf_course_id, recipient: registration.email, ...content });
}
