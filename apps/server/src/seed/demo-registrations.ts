import type { Database } from '../db/client.js';
import { userRegistrations } from '../db/schema/index.js';

/**
 * Registrations waiting in the demo club: two visitors who confirmed their e-mail and wait for the admin's approval
 * (Unapproved Users), and one who has not entered the mailed code yet (no code is kept: they ask for a new one).
 */
export async function seedDemoRegistrations(db: Database, clubIds: { demo: number }) {
  const verifiedAt = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await db.insert(userRegistrations).values([
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
  ]);
}
