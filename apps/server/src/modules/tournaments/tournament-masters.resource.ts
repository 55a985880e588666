import { Role, tournamentMasterInput, tournamentMasterRecord } from '@fairway/contract';
import { GolfInputError, orderOfMerit } from '@fairway/golf';
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
async function organiserErrors({ tx, input, existing, actor }: Change) {
  if (runsEveryEvent(actor)) return null;
  const own = await ownEventManagerId(tx, actor);
  const named = input.event_manager_id ?? existing?.event_manager_id ?? own;
  return named === own ? null : { event_manager_id: ['An event manager’s series is their own.'] };
}

/**
 * The order of merit's points table gives every position its points (an empty one is refused, 0 is none), as
 * `@fairway/golf`'s `orderOfMerit` takes them: at least one position, each at least 0 to one decimal.
 */
function meritPointsErrors({ input }: Change) {
  const table = input.merit_points as (number | null)[] | null | undefined;
  if (!table) return null;
  const empty = table.indexOf(null);
  if (empty >= 0) {
    return {
      merit_points: [`Position ${empty + 1} of the points table is empty: give it its points, 0 for none.`],
    };
  }
  try {
    orderOfMerit({ table: table as number[], events: [] });
  } catch (error) {
    if (!(error instanceof GolfInputError)) throw error;
    const position = /^table\[(\d+)\]$/.exec(error.field)?.[1];
    return {
      merit_points: [
        position === undefined
          ? 'The points table needs points for 1st place at least; none for a series without an order of merit.'
          : `Position ${Number(position) + 1} of the points table needs points to one decimal.`,
      ],
    };
  }
  return null;
}

/** A series' terms: its organiser, and its order of merit's points table. */
async function checkSeries(change: Change) {
  return (await organiserErrors(change)) ?? meritPointsErrors(change);
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
      merit_points: (input.merit_points as number[] | null | undefined) ?? null,
      merit_best_n: (input.merit_best_n as number | null | undefined) ?? null,
      merit_period: (input.merit_period as string | undefined) ?? 'season',
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
    merit_points: tournamentMasters.merit_points,
    merit_best_n: tournamentMasters.merit_best_n,
    merit_period: tournamentMasters.merit_period,
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
  validate: checkSeries,
  create: createSeries,
  visibleTo: (actor) => {
    const series = seriesOfOrganiser(actor);
    return series && sql`${tournamentMasters.id} in ${series}`;
  },
  record: tournamentMasterRecord,
  input: tournamentMasterInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
