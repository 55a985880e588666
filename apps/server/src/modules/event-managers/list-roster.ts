import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventManagerMembers, members } from '../../db/schema/index.js';
import { inClub } from '../../db/club-scope.js';
import { organiserOf } from './organiser-of.js';
import type { Viewer } from './sees-every-organiser.js';

/** `event_manager_member_index`: an organiser's players, each with their current Handicap Index. */
export async function listRoster(db: Database, viewer: Viewer, eventManagerId: number | undefined) {
  const organiser = await organiserOf(db, viewer, eventManagerId);
  const rows = await db
    .select({
      id: eventManagerMembers.id,
      event_manager_id: eventManagerMembers.event_manager_id,
      member_id: members.id,
      member_name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      gender: members.gender,
      handicap_index: members.handicap_index,
      is_club_member: sql<boolean>`exists (select 1 from golf_course_members gcm where gcm.member_id = ${members.id}
        and gcm.golf_course_id = ${viewer.golfCourseId} and not gcm.is_guest and gcm.status = 'active')`,
    })
    .from(eventManagerMembers)
    .innerJoin(members, eq(members.id, eventManagerMembers.member_id))
    .where(
      sql`${eq(eventManagerMembers.event_manager_id, organiser.id)} and ${inClub(eventManagerMembers, viewer.golfCourseId)}`,
    )
    .orderBy(asc(members.first_name), asc(members.last_name), asc(members.id));
  return rows.map((row) => ({
    ...row,
    gender: row.gender as 'M' | 'F' | null,
    handicap_index: row.handicap_index === null ? null : Number(row.handicap_index),
  }));
}
