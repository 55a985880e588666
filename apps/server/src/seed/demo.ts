import { and, count, eq } from 'drizzle-orm';
import { Role } from '@fairway/contract';
import type { Config } from '../config.js';
import { initialsDisc, prepareImage } from '../core/images.js';
import { hashPassword } from '../core/passwords.js';
import type { Database } from '../db/client.js';
import {
  attachments,
  cities,
  countries,
  golfCourseMembers,
  golfCourses,
  members,
  states,
  userRoles,
  users,
} from '../db/schema/index.js';
import { seedDemoBilling } from './demo-billing.js';
import { seedDemoCompetitionEntries } from './demo-competition-entries.js';
import { seedDemoCompetitionPurses } from './demo-competition-purses.js';
import { seedDemoCourses } from './demo-courses.js';
import { seedDemoGeneralPlay } from './demo-general-play.js';
import { seedDemoMembers } from './demo-members.js';
import { seedDemoClubRegistration, seedDemoRegistrations } from './demo-registrations.js';
import { seedDemoEventManagers } from './demo-event-managers.js';
import { seedDemoContests } from './demo-contests.js';
import { seedDemoKnockout } from './demo-knockout.js';
import { seedDemoLiveRound } from './demo-live-round.js';
import { seedDemoPastSeason } from './demo-past-season.js';
import { seedDemoScoreRecords } from './demo-score-records.js';
import { seedDemoTournaments } from './demo-tournaments.js';
import { seedDemoNews } from './demo-news.js';
import { seedDemoTeeSheet } from './demo-tee-sheet.js';
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
 * The registrations are made by the forms' use cases, so the mails they send wait in the outbox, with links from
 * `config`.
 */
export async function seedDemo(db: Database, config: Pick<Config, 'publicUrl' | 'port'>) {
  await seedMasterData(db);
  const passwordHash = await hashPassword(demoPassword);
  const logos = {
    demo: await prepareImage(await initialsDisc('FD', '#2e7d32')),
    second: await prepareImage(await initialsDisc('SD', '#1b5e20')),
  };
  await db.transaction(async (tx) => {
    const storeLogo = async (fileName: string, image: (typeof logos)['demo']) => {
      const [stored] = await tx
        .insert(attachments)
        .values({
          file_name: fileName,
          content_type: image.contentType,
          size: image.data.length,
          width: image.width,
          height: image.height,
          data: image.data,
        })
        .returning({ id: attachments.id });
      return stored!.id;
    };
    const standrews = await placeOf(tx, 'United Kingdom', 'Scotland', 'St Andrews');
    const gurugram = await placeOf(tx, 'India', 'Haryana', 'Gurugram');
    const [demoClub, secondClub] = await tx
      .insert(golfCourses)
      .values([
        {
          name: 'Fairway Demo Golf Club',
          short_name: 'Fairway Demo',
          email: 'office@demo.fairway.golf',
          phone: '+441334000000',
          website: 'https://demo.fairway.golf',
          address: 'The Links',
          postal_code: 'KY16 9XL',
          ...standrews,
          logo_id: await storeLogo('fairway-demo-logo.png', logos.demo),
          time_zone: 'Europe/London',
          date_format: 'DD/MM/YYYY',
          distance_unit: 'yards',
          currency: 'GBP',
          individual_rounds_enabled: true,
          holes_count: 18,
          status: 'approved',
          members_read_own_statement: true,
          contact_name: 'Alex Admin',
          contact_email: 'admin@demo.fairway.golf',
        },
        {
          name: 'Second Demo Golf Club',
          short_name: 'Second Demo',
          email: 'office@second.fairway.golf',
          address: 'Golf Course Road, Sector 42',
          postal_code: '122002',
          ...gurugram,
          logo_id: await storeLogo('second-demo-logo.png', logos.second),
          time_zone: 'Asia/Kolkata',
          date_format: 'DD-MM-YYYY',
          distance_unit: 'metres',
          currency: 'INR',
          individual_rounds_enabled: false,
          holes_count: 9,
          status: 'approved',
          // An Indian club's accounts run from April (decision 0066).
          financial_year_start_month: 4,
          contact_name: 'Sasha Second',
          contact_email: 'admin@second.fairway.golf',
        },
      ])
      .returning({ id: golfCourses.id });
    const clubIds = { demo: demoClub!.id, second: secondClub!.id };
    await seedDemoCourses(tx, clubIds);
    await seedDemoRegistrations(tx, clubIds, config);
    const verifiedAt = new Date();
    let demoMemberId: number | undefined;
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
        demoMemberId = member!.id;
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
    await seedDemoMembers(tx, clubIds, demoMemberId!);
    await seedDemoClubRegistration(tx, config);
    await seedDemoEventManagers(tx, clubIds.demo);
    // Two years of score records and the index histories they make, then last season's events with their own
    // records, before the coming events enter golfers with the indexes that leaves (decision 0078).
    await seedDemoScoreRecords(tx, clubIds.demo);
    await seedDemoPastSeason(tx, clubIds.demo, config);
    await seedDemoKnockout(tx, clubIds.demo, config);
    await seedDemoTournaments(tx, clubIds.demo);
    await seedDemoLiveRound(tx, clubIds.demo, demoMemberId!);
    await seedDemoContests(tx, clubIds.demo);
    await seedDemoBilling(tx, clubIds.demo);
    // After billing, whose entry fees head the members' entries post to.
    await seedDemoCompetitionEntries(tx, clubIds.demo);
    await seedDemoCompetitionPurses(tx, clubIds.second);
    // After the score records, whose differentials the players' indexes and the committee's penalty score read.
    await seedDemoGeneralPlay(tx, clubIds.demo, demoMemberId!);
    // After the tournaments, whose rounds take their times on the sheet, and billing, whose green fee head it posts to.
    await seedDemoTeeSheet(tx, config, clubIds.demo, 'demo');
    await seedDemoTeeSheet(tx, config, clubIds.second, 'second');
    await seedDemoNews(tx, clubIds);
  });
}

/** The ids of a city of the master data, with its state and country. */
async function placeOf(db: Database, countryName: string, stateName: string, cityName: string) {
  const [place] = await db
    .select({ country_id: countries.id, state_id: states.id, city_id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.state_id))
    .innerJoin(countries, eq(countries.id, states.country_id))
    .where(and(eq(countries.name, countryName), eq(states.name, stateName), eq(cities.name, cityName)));
  if (!place) throw new Error(`The master data has no ${cityName}, ${stateName}, ${countryName}`);
  return place;
}

export function demoLoginsText(): string {
  const width = Math.max(...demoLogins.map((login) => login.email.length));
  return [
    `Demo logins (password "${demoPassword}"):`,
    ...demoLogins.map((login) => `  ${login.email.padEnd(width)}  ${login.who}`),
  ].join('\n');
}
