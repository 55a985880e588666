import { Role, tournamentMasterInput, tournamentMasterRecord } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../core/audit.js';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { eventManagers, tournamentMasters, tournaments, users } from '../../db/schema/index.js';
import type { Change, Resource } from '../../http/resource.js';
import { ownEventManagerId } from './own-event-manager-id.js';
import { runsEveryEvent } from './runs-every-event.js';
import { seriesOfOrganiser } from './series-of-organiser.js';

const organiserName = sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`;

/** An event manager's series are their own: they name no other organiser, and cannot give a series away. */
async function checkOrganiser({ tx, input, existing, actor }: Change) {
  if (runsEveryEvent(actor)) return null;
  const own = await ownEventManagerId(tx, actor);
  const named = input.event_manager_id ?? existing?.event_manager_id ?? own;
  return named === own ? null : { event_manager_id: ['An event manager’s series is their own.'] };
}

/** An event manager's new series is theirs, whatever the input names; a club admin's is as the input says. */
async function createSeries({ tx, input, actor }: Change): Promise<number> {
  const eventManagerId = runsEveryEvent(actor) ? (input.event_manager_id ?? null) : await ownEventManagerId(tx, actor);
  const [created] = await tx
    .insert(tournamentMasters)
    .values({
      golf_course_id: actor.golfCourseId!,
      name: input.name as string,
      description: (input.description as string | undefined) ?? '',
      default_format: (input.default_format as string | undefined) ?? 'stroke_play',
      event_manager_id: eventManagerId as number | null,
      is_active: (input.is_active as boolean | undefined) ?? true,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning({ id: tournamentMasters.id });
  await writeAudit(tx, actor, { action: 'create', entity: 'tournament_masters', entityId: created!.id, detail: input });
  return created!.id;
}

/** A club's series of tournaments: its admins keep them all, an event manager their own. */
export const tournamentMastersResource: Resource = {
  name: 'tournament_masters',
  thing: 'series',
  area: 'tournaments',
  table: tournamentMasters,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(tournamentMasters),
    golf_course_id: tournamentMasters.golf_course_id,
    name: tournamentMasters.name,
    description: tournamentMasters.description,
    default_format: tournamentMasters.default_format,
    event_manager_id: tournamentMasters.event_manager_id,
    event_manager_name: organiserName.as('event_manager_name'),
    is_active: tournamentMasters.is_active,
    tournaments_count:
      sql<number>`(select count(*)::int from ${tournaments} where ${tournaments.tournament_master_id} = ${tournamentMasters.id})`.as(
        'tournaments_count',
      ),
  },
  joins: (query) =>
    query
      .leftJoin(eventManagers, eq(eventManagers.id, tournamentMasters.event_manager_id))
      .leftJoin(users, eq(users.id, eventManagers.user_id)),
  list: {
    search: [tournamentMasters.name, tournamentMasters.description],
    ordering: {
      id: tournamentMasters.id,
      name: tournamentMasters.name,
      default_format: tournamentMasters.default_format,
    },
    defaultOrdering: 'name',
    filters: {
      is_active: { column: tournamentMasters.is_active, kind: 'boolean' },
      event_manager_id: { column: tournamentMasters.event_manager_id, kind: 'integer' },
    },
  },
  references: { event_manager_id: eventManagers },
  validate: checkOrganiser,
  create: createSeries,
  visibleTo: (actor) => {
    const series = seriesOfOrganiser(actor);
    return series && sql`${tournamentMasters.id} in ${series}`;
  },
  record: tournamentMasterRecord,
  input: tournamentMasterInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
