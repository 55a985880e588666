import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { golfCourseMembers, holeCategories, members } from '../src/db/schema/index.js';
import { demoClubId } from './test-app.js';

/** The demo club's white tee set and eight of its men, for fields made by a test. */
export async function whiteTeesAndMen(db: Database) {
  const [white] = await db
    .select({ id: holeCategories.id })
    .from(holeCategories)
    .where(and(eq(holeCategories.golf_course_id, demoClubId), eq(holeCategories.name, 'White')));
  const men = await db
    .select({ id: members.id })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(
      and(
        eq(golfCourseMembers.golf_course_id, demoClubId),
        eq(members.gender, 'M'),
        eq(golfCourseMembers.is_guest, false),
      ),
    )
    .orderBy(asc(members.id))
    .limit(8);
  return { white: white!.id, men };
}
