import { count } from 'drizzle-orm';
import { Role } from '@fairway/contract';
import { hashPassword } from '../core/passwords.js';
import type { Database } from '../db/client.js';
import { golfCourseMembers, golfCourses, members, userRoles, users } from '../db/schema/index.js';
import { seedMasterData } from './master-data.js';

export const demoPassword = 'fairway-demo';

export const demoLogins = [
  { email: 'super@demo.fairway.golf', role: Role.superAdmin, club: null, who: 'super admin, every club' },
  { email: 'admin@demo.fairway.golf', role: Role.admin, club: 'demo', who: 'admin, Fairway Demo Golf Club' },
  {
    email: 'user@demo.fairway.golf',
    role: Role.user,
    club: 'demo',
    who: 'user (contest desk), Fairway Demo Golf Club',
  },
  { email: 'member@demo.fairway.golf', role: Role.member, club: 'demo', who: 'member, Fairway Demo Golf Club' },
  {
    email: 'events@demo.fairway.golf',
    role: Role.eventManager,
    club: 'demo',
    who: 'event manager, Fairway Demo Golf Club',
  },
  { email: 'admin@second.fairway.golf', role: Role.admin, club: 'second', who: 'admin, Second Demo Golf Club' },
] as const;

const names: Record<string, [string, string]> = {
  'super@demo.fairway.golf': ['Sam', 'Super'],
  'admin@demo.fairway.golf': ['Alex', 'Admin'],
  'user@demo.fairway.golf': ['Uma', 'User'],
  'member@demo.fairway.golf': ['Morgan', 'Member'],
  'events@demo.fairway.golf': ['Evan', 'Events'],
  'admin@second.fairway.golf': ['Sasha', 'Second'],
};

/** True when the database has no users yet: a new install. */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return row!.n === 0;
}

/**
 * The demo: two approved clubs (the second with individual rounds disabled, so that isolation and the menu flag can
 * be seen), a login for every role, and a club's registration waiting for approval. Later parts of Fairway extend this seed with their own data.
 */
export async function seedDemo(db: Database) {
  await seedMasterData(db);
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const [demoClub, secondClub] = await tx
      .insert(golfCourses)
      .values([
        {
          name: 'Fairway Demo Golf Club',
          short_name: 'Fairway Demo',
          email: 'office@demo.fairway.golf',
          phone: '+44 1334 000000',
          website: 'https://demo.fairway.golf',
          address: 'The Links, St Andrews, Scotland',
          time_zone: 'Europe/London',
          date_format: 'DD/MM/YYYY',
          distance_unit: 'yards',
          currency: 'GBP',
          individual_rounds_enabled: true,
          holes_count: 18,
          status: 'approved',
          contact_name: 'Alex Admin',
          contact_email: 'admin@demo.fairway.golf',
        },
        {
          name: 'Second Demo Golf Club',
          short_name: 'Second Demo',
          email: 'office@second.fairway.golf',
          address: 'Golf Course Road, Gurugram, Haryana',
          time_zone: 'Asia/Kolkata',
          date_format: 'DD-MM-YYYY',
          distance_unit: 'metres',
          currency: 'INR',
          individual_rounds_enabled: false,
          holes_count: 18,
          status: 'approved',
          contact_name: 'Sasha Second',
          contact_email: 'admin@second.fairway.golf',
        },
      ])
      .returning({ id: golfCourses.id });
    const clubIds = { demo: demoClub!.id, second: secondClub!.id };
    const verifiedAt = new Date();
    for (const login of demoLogins) {
      const [firstName, lastName] = names[login.email]!;
      const [user] = await tx
        .insert(users)
        .values({
          email: login.email,
          first_name: firstName,
          last_name: lastName,
          password_hash: passwordHash,
          email_verified_at: verifiedAt,
        })
        .returning({ id: users.id });
      await tx
        .insert(userRoles)
        .values({ user_id: user!.id, role: login.role, golf_course_id: login.club ? clubIds[login.club] : null });
      if (login.role === Role.member) {
        const [member] = await tx
          .insert(members)
          .values({ user_id: user!.id, first_name: firstName, last_name: lastName, gender: 'M', email: login.email })
          .returning({ id: members.id });
        // A member of the demo club who also plays the second club as a guest: the course choice tells them apart.
        await tx.insert(golfCourseMembers).values([
          {
            golf_course_id: clubIds.demo,
            member_id: member!.id,
            membership_number: 'FD-0001',
            joined_on: '2024-04-01',
          },
          { golf_course_id: clubIds.second, member_id: member!.id, is_guest: true },
        ]);
        await tx.insert(userRoles).values({ user_id: user!.id, role: Role.member, golf_course_id: clubIds.second });
      }
    }
    // A club's registration waiting for the super admin (Unapproved Golf Courses): approving it mails its contact.
    await tx.insert(golfCourses).values({
      name: 'Lakeside Golf Club',
      short_name: 'Lakeside',
      email: 'office@lakeside.example',
      phone: '+44 1234 567890',
      website: 'https://lakeside.example',
      address: '1 Lake Road, Keswick, Cumbria',
      holes_count: 18,
      status: 'pending',
      contact_name: 'Jo Lake',
      contact_email: 'jo@lakeside.example',
      contact_phone: '+44 7700 900123',
    });
  });
}

export function demoLoginsText(): string {
  const width = Math.max(...demoLogins.map((login) => login.email.length));
  return [
    `Demo logins (password "${demoPassword}"):`,
    ...demoLogins.map((login) => `  ${login.email.padEnd(width)}  ${login.who}`),
  ].join('\n');
}
