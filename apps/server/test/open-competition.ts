import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  accountsHeads,
  golfCourseMembers,
  holeCategories,
  memberIndexes,
  members,
  userRoles,
  users,
} from '../src/db/schema/index.js';
import { callsAs, demoClubId, type TestApp } from './test-app.js';

const hour = 3_600_000;

/**
 * A stroke play of the demo club open for members' own entries from an hour ago until a week ahead, with an entry fee
 * of 15.00 posted to the ledger head of entry fees, its terms (the tournament's) and rules (its entry rules) as given.
 */
export async function openCompetition(
  t: TestApp,
  terms: Record<string, unknown> = {},
  rules: Record<string, unknown> = {},
) {
  const call = callsAs(t);
  const teeSets = await t.db
    .select({ id: holeCategories.id, name: holeCategories.name })
    .from(holeCategories)
    .where(eq(holeCategories.golf_course_id, demoClubId));
  const tee = (name: string) => teeSets.find((teeSet) => teeSet.name === name)!.id;
  const made = await call('POST', '/api/tournaments/', 'admin', {
    name: 'Members’ Medal',
    start_date: '2030-06-01',
    end_date: '2030-06-01',
    format: 'stroke_play',
    men_hole_category_id: tee('White'),
    women_hole_category_id: tee('Red'),
    entry_fee_minor: 1500,
    entries_close_at: new Date(Date.now() + 7 * 24 * hour).toISOString(),
    ...terms,
  });
  expect(made.statusCode, made.body).toBe(201);
  const tournamentId = (made.json() as { id: number }).id;
  const [head] = await t.db
    .select({ id: accountsHeads.id })
    .from(accountsHeads)
    .where(and(eq(accountsHeads.golf_course_id, demoClubId), eq(accountsHeads.code, 'ENTRY')));
  const saved = await call('POST', '/api/tournament_entry_rules/', 'admin', {
    tournament_id: tournamentId,
    entries_open_at: new Date(Date.now() - hour).toISOString(),
    accounts_head_id: head!.id,
    ...rules,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return { tournamentId, rulesId: (saved.json() as { id: number }).id };
}

/**
 * Golfers of the demo club with a Handicap Index and an e-mail address, each given a login as a member and its token:
 * as many as asked, the first without a login by member id.
 */
export async function golfersWithLogins(t: TestApp, count: number) {
  const golfers = await t.db
    .select({
      id: members.id,
      firstName: members.first_name,
      lastName: members.last_name,
      email: members.email,
      gender: members.gender,
    })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(
      and(
        eq(golfCourseMembers.golf_course_id, demoClubId),
        eq(golfCourseMembers.is_guest, false),
        isNull(members.user_id),
        ne(members.email, ''),
        sql`exists (select 1 from ${memberIndexes} where ${memberIndexes.member_id} = ${members.id})`,
      ),
    )
    .orderBy(asc(members.id))
    .limit(count);
  return Promise.all(
    golfers.map(async (golfer, index) => {
      const email = `entrant${index}@entering.fairway.golf`;
      const [user] = await t.db
        .insert(users)
        .values({ email, first_name: golfer.firstName, last_name: golfer.lastName })
        .returning({ id: users.id });
      await t.db.insert(userRoles).values({ user_id: user!.id, golf_course_id: demoClubId, role: 5 });
      await t.db.update(members).set({ user_id: user!.id }).where(eq(members.id, golfer.id));
      return {
        memberId: golfer.id,
        name: `${golfer.firstName} ${golfer.lastName}`.trim(),
        email: golfer.email,
        gender: golfer.gender,
        token: await t.tokenFor(email),
      };
    }),
  );
}

/** A golfer given a login by `golfersWithLogins`. */
export type GolferWithLogin = Awaited<ReturnType<typeof golfersWithLogins>>[number];
