import { and, asc, eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourses, holeCategories } from '../../db/schema/index.js';

/**
 * An approved club's tee sets, for a golfer of another club choosing where to play as its guest: the back tees first.
 * A club not on Fairway, or not approved, is not found.
 */
export async function listGuestTeeSets(db: Database, golfCourseId: number) {
  const [club] = await db
    .select({ id: golfCourses.id })
    .from(golfCourses)
    .where(and(eq(golfCourses.id, golfCourseId), eq(golfCourses.status, 'approved')));
  if (!club) throw new NotFoundError();
  return db
    .select({
      id: holeCategories.id,
      name: holeCategories.name,
      colour: holeCategories.colour,
      gender: holeCategories.gender,
    })
    .from(holeCategories)
    .where(inClub(holeCategories, golfCourseId))
    .orderBy(asc(holeCategories.sort_order), asc(holeCategories.name));
}
