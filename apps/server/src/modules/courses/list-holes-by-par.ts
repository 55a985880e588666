import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseHoles } from '../../db/schema/index.js';

/** The club's holes grouped by par, pars ascending and holes by number: what the Peoria hole draw picks from. */
export async function listHolesByPar(db: Database, golfCourseId: number) {
  const holes = await db
    .select()
    .from(golfCourseHoles)
    .where(inClub(golfCourseHoles, golfCourseId))
    .orderBy(asc(golfCourseHoles.par), asc(golfCourseHoles.number));
  const groups: { par: number; holes: typeof holes }[] = [];
  for (const hole of holes) {
    const group = groups.at(-1);
    if (group?.par === hole.par) group.holes.push(hole);
    else groups.push({ par: hole.par, holes: [hole] });
  }
  return groups;
}
