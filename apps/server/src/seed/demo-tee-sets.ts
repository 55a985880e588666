import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { holeCategories } from '../db/schema/index.js';

/** The demo course's three tee sets by name: the ids its tournaments are played from. */
export async function demoTeeSets(tx: Database, golfCourseId: number) {
  return Object.fromEntries(
    (
      await tx
        .select({ id: holeCategories.id, name: holeCategories.name })
        .from(holeCategories)
        .where(eq(holeCategories.golf_course_id, golfCourseId))
    ).map((teeSet) => [teeSet.name, teeSet.id]),
  ) as Record<'Blue' | 'White' | 'Red', number>;
}
