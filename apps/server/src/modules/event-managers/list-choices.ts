import { and, asc, eq, ilike, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  eventManagerMembers,
  eventManagers,
  golfCourseMembers,
  golfCourses,
  members,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { organiserOf, seesEveryOrganiser, type Viewer } from './organiser-of.js';

const choicesLimit = 100;

/** `user_list_non_connected_event_manager`: the club's users who are not (or no longer) its organisers. */
export async function listEventManagerCandidates(db: Database, golfCourseId: number) {
  return db
    .select({
      id: users.id,
      user_name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.is_active, true),
        sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.golf_course_id = ${golfCourseId})`,
        notExists(
          db
            .select({ id: eventManagers.id })
            .from(eventManagers)
            .where(
              and(
                inClub(eventManagers, golfCourseId),
                eq(eventManagers.user_id, users.id),
                eq(eventManagers.is_active, true),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}

/** `event_manager/ddl_golf_course/`: the clubs an organiser runs events at; for an admin, the active club. */
export async function listOrganiserCourses(db: Database, viewer: Viewer) {
  if (seesEveryOrganiser(viewer)) {
    return db
      .select({ id: golfCourses.id, name: golfCourses.name })
      .from(golfCourses)
      .where(eq(golfCourses.id, viewer.golfCourseId));
  }
  return db
    .select({ id: golfCourses.id, name: golfCourses.name })
    .from(golfCourses)
    .innerJoin(eventManagers, eq(eventManagers.golf_course_id, golfCourses.id))
    .innerJoin(
      userRoles,
      and(
        eq(userRoles.golf_course_id, golfCourses.id),
        eq(userRoles.user_id, eventManagers.user_id),
        eq(userRoles.role, 10),
      ),
    )
    .where(
      and(
        eq(eventManagers.user_id, viewer.userId),
        eq(eventManagers.is_active, true),
        eq(golfCourses.status, 'approved'),
      ),
    )
    .orderBy(asc(golfCourses.name), asc(golfCourses.id));
}

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
