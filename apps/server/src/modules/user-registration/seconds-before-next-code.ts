import { userRegistrationLimits } from '@fairway/contract';
import { codeSendsWindowMs, type Registration } from './issue-code.js';

/** Seconds to wait before another code may be sent for this registration: 0 when it may be sent now. */
export function secondsBeforeNextCode(registration: Registration, now = new Date()): number {
  const waits: number[] = [];
  if (registration.otp_sent_at) {
    const nextAt = registration.otp_sent_at.getTime() + userRegistrationLimits.resendSeconds * 1000;
    if (nextAt > now.getTime()) waits.push(nextAt - now.getTime());
  }
  if (registration.otp_sends_since && registration.otp_sends >= userRegistrationLimits.sendsPerHour) {
    const windowEnds = registration.otp_sends_since.getTime() + codeSendsWindowMs;
    if (windowEnds > now.getTime()) waits.push(windowEnds - now.getTime());
  }
  return waits.length === 0 ? 0 : Math.ceil(Math.max(...waits) / 1000);
}
