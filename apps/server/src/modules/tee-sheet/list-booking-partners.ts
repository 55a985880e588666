import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers, members } from '../../db/schema/index.js';

/** How many names a search answers: enough to pick from as one types. */
const partnersShown = 20;

/** `%`, `_` and `\` in a search are letters, not patterns. */
const literal = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The club's active golfers a member may name in a booking, or as partners in a competition, found by every word of
 * `search` in their names: their ids and names only, in the order of their surnames. `guests: false` leaves out the
 * club's guests, for a competition that takes none.
 */
export async function listBookingPartners(
  db: Database,
  golfCourseId: number,
  search: string,
  { guests = true }: { guests?: boolean } = {},
) {
  const name = sql<string>`${members.first_name} || ' ' || ${members.last_name}`;
  const words = search.split(/\s+/).filter(Boolean);
  const found = await db
    .select({ member_id: members.id, name })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(
      and(
        inClub(golfCourseMembers, golfCourseId),
        eq(golfCourseMembers.status, 'active'),
        guests ? undefined : eq(golfCourseMembers.is_guest, false),
        ...words.map((word) => ilike(name, `%${literal(word)}%`)),
      ),
    )
    .orderBy(asc(golfCourseMembers.sort_name), asc(golfCourseMembers.member_id))
    .limit(partnersShown);
  return { results: found.map((partner) => ({ member_id: partner.member_id, name: partner.name.trim() })) };
}
