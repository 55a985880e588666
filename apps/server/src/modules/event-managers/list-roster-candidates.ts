import { and, asc, eq, ilike, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { eventManagerMembers, golfCourseMembers, members } from '../../db/schema/index.js';
import { organiserOf } from './organiser-of.js';
import type { Viewer } from './sees-every-organiser.js';

const choicesLimit = 100;

/** The club's members not yet on an organiser's roster, found by name: the players an organiser picks from. */
export async function listRosterCandidates(
  db: Database,
  viewer: Viewer,
  eventManagerId: number | undefined,
  search: string | undefined,
) {
  const organiser = await organiserOf(db, viewer, eventManagerId);
  const terms = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  const rows = await db
    .select({
      id: members.id,
      member_name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      handicap_index: members.handicap_index,
    })
    .from(members)
    .innerJoin(golfCourseMembers, eq(golfCourseMembers.member_id, members.id))
    .where(
      and(
        inClub(golfCourseMembers, viewer.golfCourseId),
        eq(golfCourseMembers.status, 'active'),
        notExists(
          db
            .select({ id: eventManagerMembers.id })
            .from(eventManagerMembers)
            .where(
              and(
                eq(eventManagerMembers.event_manager_id, organiser.id),
                eq(eventManagerMembers.member_id, members.id),
              ),
            ),
        ),
        ...terms.map((term) => {
          const pattern = `%${term.slice(0, 100).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
          return or(ilike(members.first_name, pattern), ilike(members.last_name, pattern));
        }),
      ),
    )
    .orderBy(asc(members.first_name), asc(members.last_name), asc(members.id))
    .limit(choicesLimit);
  return rows.map((row) => ({
    ...row,
    handicap_index: row.handicap_index === null ? null : Number(row.handicap_index),
  }));
}
