import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Actor } from '../core/actor.js';
import type { Database } from '../db/client.js';
import { userRegistrations } from '../db/schema/index.js';
import { registerGolfCourse } from '../modules/club-registration/index.js';
import { registerUser, type UserRegistrationInput } from '../modules/user-registration/index.js';

/** Whoever fills in a public form: no user, no club, and no address to count against (the seed has none). */
const visitor: Actor = { userId: null, golfCourseId: null, ip: null };

type DemoRegistration = UserRegistrationInput & { status: 'unverified' | 'unapproved'; verified_at?: Date };

/**
 * Registrations waiting in the demo club, each made by the registration form's own use case, so that its code mail
 * waits in the outbox: two visitors who confirmed their e-mail and wait for the admin's approval (Unapproved Users),
 * and one who has not entered the mailed code yet. Only a code's hash is kept, so the two confirmations are written
 * as `verifyEmail` writes them, not replayed.
 */
export async function seedDemoRegistrations(
  db: Database,
  clubIds: { demo: number },
  config: Pick<Config, 'publicUrl' | 'port'>,
) {
  const verifiedAt = new Date(Date.now() - 2 * 60 * 60 * 1000);
  const registrations: DemoRegistration[] = [
    {
      golf_course_id: clubIds.demo,
      first_name: 'Priya',
      last_name: 'Patel',
      email: 'priya.patel@example.com',
      phone: '+447400900201',
      gender: 'F',
      date_of_birth: '1988-06-14',
      declared_handicap_index: 14.2,
      status: 'unapproved',
      verified_at: verifiedAt,
    },
    {
      golf_course_id: clubIds.demo,
      first_name: 'Tom',
      last_name: 'Hughes',
      email: 'tom.hughes@example.com',
      phone: '+447400900202',
      gender: 'M',
      declared_handicap_index: 22.8,
      is_guest: true,
      status: 'unapproved',
      verified_at: verifiedAt,
    },
    {
      golf_course_id: clubIds.demo,
      first_name: 'Nadia',
      last_name: 'Khan',
      email: 'nadia.khan@example.com',
      gender: 'F',
      status: 'unverified',
    },
  ];
  for (const { status, verified_at, ...registration } of registrations) {
    const { uid } = await registerUser(db, { registration, actor: visitor, config });
    if (status === 'unapproved') {
      await db
        .update(userRegistrations)
        .set({ status, verified_at, otp_hash: null, otp_expires_at: null })
        .where(eq(userRegistrations.uid, uid));
    }
  }
}

/**
 * A club's registration waiting for the super admin (Unapproved Golf Courses), made by the registration form's use
 * case, which mails every super admin that it waits: so the super admins are seeded first. Approving it mails its
 * contact.
 */
export async function seedDemoClubRegistration(db: Database, config: Pick<Config, 'publicUrl' | 'port'>) {
  await registerGolfCourse(db, {
    registration: {
      name: 'Lakeside Golf Club',
      short_name: 'Lakeside',
      email: 'office@lakeside.example',
      phone: '+441234567890',
      website: 'https://lakeside.example',
      address: '1 Lake Road, Keswick, Cumbria',
      holes_count: 18,
      contact_name: 'Jo Lake',
      contact_email: 'jo@lakeside.example',
      contact_phone: '+447400900123',
    },
    actor: visitor,
    config,
  });
}
