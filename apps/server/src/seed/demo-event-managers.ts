import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  eventManagerMembers,
  eventManagers,
  golfCourseMembers,
  memberIndexes,
  members,
  users,
} from '../db/schema/index.js';

/** The demo's organiser and their roster: members of the demo club and a few golfers from elsewhere. */
export const demoOrganiser = {
  email: 'events@demo.fairway.golf',
  organisation: 'Evan Events Corporate Golf',
} as const;

/** Members of the demo club made here only when the club has fewer (the members seed may add many more). */
const clubPlayers: { first: string; last: string; gender: 'M' | 'F'; index: number }[] = [
  { first: 'Rohan', last: 'Mehta', gender: 'M', index: 8.4 },
  { first: 'Claire', last: 'Dunbar', gender: 'F', index: 17.9 },
  { first: 'Tom', last: 'Whitlock', gender: 'M', index: 12.1 },
  { first: 'Aisha', last: 'Kapoor', gender: 'F', index: 22.6 },
  { first: 'Duncan', last: 'Fraser', gender: 'M', index: 4.7 },
  { first: 'Meera', last: 'Iyer', gender: 'F', index: 28.3 },
  { first: 'Callum', last: 'Reid', gender: 'M', index: 15.0 },
];

/** Golfers who are not members of the demo club: the organiser's own players. */
const visitingPlayers: { first: string; last: string; gender: 'M' | 'F'; email: string; index: number }[] = [
  { first: 'Priya', last: 'Shah', gender: 'F', email: 'priya.shah@example.com', index: 14.2 },
  { first: 'Jamie', last: 'Doyle', gender: 'M', email: 'jamie.doyle@example.com', index: 9.8 },
  { first: 'Hannah', last: 'Berg', gender: 'F', email: 'hannah.berg@example.com', index: 31.5 },
  { first: 'Vikram', last: 'Rao', gender: 'M', email: 'vikram.rao@example.com', index: 19.4 },
  { first: 'Lucy', last: 'Okafor', gender: 'F', email: 'lucy.okafor@example.com', index: 11.6 },
];

const rosterClubMembers = 7;

export async function seedDemoEventManagers(tx: Database, demoClubId: number) {
  const [organiserUser] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demoOrganiser.email));
  if (!organiserUser) throw new Error(`The demo has no ${demoOrganiser.email}`);
  const [organiser] = await tx
    .insert(eventManagers)
    .values({ golf_course_id: demoClubId, user_id: organiserUser.id, organisation: demoOrganiser.organisation })
    .returning({ id: eventManagers.id });
  const today = new Date().toISOString().slice(0, 10);
  const addGolfer = async (golfer: {
    first: string;
    last: string;
    gender: 'M' | 'F';
    email: string;
    index: number;
  }) => {
    const [member] = await tx
      .insert(members)
      .values({
        first_name: golfer.first,
        last_name: golfer.last,
        gender: golfer.gender,
        email: golfer.email,
        handicap_index: golfer.index,
        low_handicap_index: golfer.index,
      })
      .returning({ id: members.id });
    await tx
      .insert(memberIndexes)
      .values({ member_id: member!.id, effective_on: today, handicap_index: golfer.index, source: 'manual' });
    return member!.id;
  };

  const existing = await tx
    .select({ id: golfCourseMembers.member_id })
    .from(golfCourseMembers)
    .where(and(eq(golfCourseMembers.golf_course_id, demoClubId), eq(golfCourseMembers.is_guest, false)))
    .orderBy(asc(golfCourseMembers.member_id))
    .limit(rosterClubMembers);
  const rosterIds = existing.map((row) => row.id);
  for (const [position, player] of clubPlayers.slice(0, rosterClubMembers - rosterIds.length).entries()) {
    const email = `${player.first}.${player.last}@members.demo.fairway.golf`.toLowerCase();
    const memberId = await addGolfer({ ...player, email });
    await tx.insert(golfCourseMembers).values({
      golf_course_id: demoClubId,
      member_id: memberId,
      membership_number: `FD-E${String(position + 1).padStart(2, '0')}`,
      joined_on: '2025-01-15',
    });
    rosterIds.push(memberId);
  }
  for (const player of visitingPlayers) rosterIds.push(await addGolfer(player));
  await tx.insert(eventManagerMembers).values(
    rosterIds.map((memberId) => ({
      golf_course_id: demoClubId,
      event_manager_id: organiser!.id,
      member_id: memberId,
    })),
  );
}
