import { Role, type golfCourseRegistrationInput } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { phoneNumbersInE164 } from '../../core/phone-numbers-in-e164.js';
import type { Database } from '../../db/client.js';
import { golfCourses, userRoles, users } from '../../db/schema/index.js';
import { publicLink, queueMail, renderMail } from '../mail/index.js';

export type GolfCourseRegistration = z.output<typeof golfCourseRegistrationInput>;

/**
 * A club asks to join Fairway: its golf course is stored `pending`, with its contact, until the super admin decides.
 * Every super admin is mailed that it waits. A filled honeypot (`fax`) marks a program: nothing is stored, and it is
 * answered as a person would be.
 */
export async function registerGolfCourse(
  db: Database,
  input: { registration: GolfCourseRegistration; actor: Actor; config: Pick<Config, 'publicUrl' | 'port'> },
): Promise<{ golfCourseId: number | null }> {
  const { fax, ...typed } = input.registration;
  if (fax) return { golfCourseId: null };
  // A club's registration names no country yet: its phone numbers need their country code.
  const registration = phoneNumbersInE164(typed, ['phone', 'contact_phone'], null);
  return db.transaction(async (tx) => {
    const [course] = await tx
      .insert(golfCourses)
      .values({
        name: registration.name,
        short_name: registration.short_name ?? '',
        email: registration.email ?? '',
        phone: registration.phone ?? '',
        website: registration.website ?? '',
        address: registration.address ?? '',
        holes_count: registration.holes_count ?? 18,
        status: 'pending',
        contact_name: registration.contact_name,
        contact_email: registration.contact_email,
        contact_phone: registration.contact_phone ?? '',
      })
      .returning({ id: golfCourses.id });
    await writeAudit(tx, input.actor, {
      action: 'create',
      entity: 'golf_courses',
      entityId: course!.id,
      detail: { status: 'pending', contact_email: registration.contact_email },
    });
    const superAdmins = await tx
      .select({ email: users.email, firstName: users.first_name })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.user_id))
      .where(and(eq(userRoles.role, Role.superAdmin), eq(users.is_active, true)));
    for (const superAdmin of superAdmins) {
      const content = renderMail(
        {
          subject: `${registration.name} asks to join Fairway`,
          greeting: `Hello ${superAdmin.firstName},`,
          paragraphs: [
            `${registration.contact_name} (${registration.contact_email}) registered ${registration.name}. It waits for your approval.`,
          ],
          link: { label: 'Review the registration', url: publicLink(input.config, '/Unapproved-golf-courses') },
          club: null,
        },
        input.config,
      );
      await queueMail(tx, { golfCourseId: course!.id, recipient: superAdmin.email, ...content });
    }
    return { golfCourseId: course!.id };
  });
}
