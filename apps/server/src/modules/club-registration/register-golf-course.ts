import type { golfCourseRegistrationInput } from '@fairway/contract';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';

export type GolfCourseRegistration = z.output<typeof golfCourseRegistrationInput>;

/**
 * A club asks to join Fairway: its golf course is stored `pending`, with its contact, until the super admin decides.
 * A filled honeypot (`fax`) marks a program: nothing is stored, and it is answered as a person would be.
 */
export async function registerGolfCourse(
  db: Database,
  input: { registration: GolfCourseRegistration; actor: Actor },
): Promise<{ golfCourseId: number | null }> {
  const { fax, ...registration } = input.registration;
  if (fax) return { golfCourseId: null };
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
    return { golfCourseId: course!.id };
  });
}
