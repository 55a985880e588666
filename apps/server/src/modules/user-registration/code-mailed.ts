import { userRegistrationLimits } from '@fairway/contract';

/** What a registrant is told once their code is on its way. */
export const codeMailed = (email: string) =>
  `We mailed a 6-digit code to ${email}. Enter it within ${userRegistrationLimits.otpMinutes} minutes.`;
