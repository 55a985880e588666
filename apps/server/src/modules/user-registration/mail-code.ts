import { userRegistrationLimits } from '@fairway/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { publicLink, queueMail, renderMail } from '../mail/index.js';
import { clubOf } from './club-of.js';
import type { Registration } from './issue-code.js';

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
