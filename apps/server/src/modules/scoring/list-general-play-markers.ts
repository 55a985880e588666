import { and, asc, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { ofClubMembers } from '../../db/club-scope.js';
import { members } from '../../db/schema/index.js';

/** The club's golfers, other than the actor, who may mark a round for handicap: those with a Handicap Index. */
export async function listGeneralPlayMarkers(db: Database, actor: Actor) {
  return db
    .select({
      id: members.id,
      name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      handicap_index: sql<number>`${members.handicap_index}::float8`,
    })
    .from(members)
    .where(
      and(
        ofClubMembers(members.id, actor.golfCourseId!),
        isNotNull(members.handicap_index),
        actor.userId === null ? undefined : sql`${members.user_id} is distinct from ${actor.userId}`,
      ),
    )
    .orderBy(asc(members.last_name), asc(members.first_name), asc(members.id));
}
