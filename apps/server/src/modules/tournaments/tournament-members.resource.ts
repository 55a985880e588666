import { Role, tournamentMemberCreateInput, tournamentMemberInput, tournamentMemberRecord } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { holeCategories, members, tournamentMembers, tournamentTeams } from '../../db/schema/index.js';
import type { Change, Resource, WrittenChange } from '../../http/resource.js';
import { checkEntryChange } from './check-entry-change.js';
import { enterGolfers } from './enter-golfers.js';
import { leaveDrawWhenWithdrawn } from './leave-draw-when-withdrawn.js';
import { refreshEntries } from './refresh-entries.js';
import { tournamentOf } from './tournament-of.js';
import { tournamentsOfOrganiser } from './tournaments-of-organiser.js';

const golferName = sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`;

/** One golfer entered the one way every entry is made. */
async function enterOne({ tx, input, actor }: Change): Promise<number> {
  const tournament = await tournamentOf(tx, actor, input.tournament_id as number);
  if (!tournament)
    throw new InvalidInputError({
      tournament_id: [`Invalid pk "${String(input.tournament_id)}" - object does not exist.`],
    });
  const [id] = await enterGolfers(
    tx,
    actor,
    tournament,
    [
      {
        memberId: input.member_id as number,
        holeCategoryId: input.hole_category_id as number | null | undefined,
        teamId: input.team_id as number | null | undefined,
        paid: input.paid as boolean | undefined,
      },
    ],
    'member_id',
  );
  return id!;
}

/** A new tee set for an entry before play: its handicaps follow. */
async function followTeeSet({ tx, input, existing, actor, id, action }: WrittenChange) {
  if (action !== 'update' || input.hole_category_id === undefined) return;
  if (input.hole_category_id === existing!.hole_category_id) return;
  const tournament = await tournamentOf(tx, actor, existing!.tournament_id as number);
  await refreshEntries(tx, tournament!, { apply: true, entryIds: [id] });
}

/** An entry leaves the field before play; once play has started it is withdrawn instead, and its scores kept. */
async function leaveField({ tx, existing, actor }: WrittenChange) {
  const tournament = await tournamentOf(tx, actor, existing!.tournament_id as number);
  if (tournament && ['in_progress', 'completed', 'finalised'].includes(tournament.status)) {
    throw new ConflictError('Play has started: mark the entry withdrawn instead.');
  }
  return true;
}

/** A tournament's field: each entry with the handicaps worked out for it. Organisers keep it. */
export const tournamentMembersResource: Resource = {
  name: 'tournament_members',
  thing: 'entry',
  area: 'tournaments',
  table: tournamentMembers,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(tournamentMembers),
    golf_course_id: tournamentMembers.golf_course_id,
    tournament_id: tournamentMembers.tournament_id,
    member_id: tournamentMembers.member_id,
    name: golferName.as('name'),
    gender: members.gender,
    is_guest: tournamentMembers.is_guest,
    hole_category_id: tournamentMembers.hole_category_id,
    hole_category_name: holeCategories.name,
    handicap_index: tournamentMembers.handicap_index,
    course_rating: tournamentMembers.course_rating,
    slope_rating: tournamentMembers.slope_rating,
    rated_par: tournamentMembers.rated_par,
    course_handicap: tournamentMembers.course_handicap,
    playing_handicap: tournamentMembers.playing_handicap,
    category: tournamentMembers.category,
    team_id: tournamentMembers.team_id,
    team_name: tournamentTeams.name,
    status: tournamentMembers.status,
    paid: tournamentMembers.paid,
  },
  joins: (query) =>
    query
      .innerJoin(members, eq(members.id, tournamentMembers.member_id))
      .leftJoin(holeCategories, eq(holeCategories.id, tournamentMembers.hole_category_id))
      .leftJoin(tournamentTeams, eq(tournamentTeams.id, tournamentMembers.team_id)),
  list: {
    search: [members.first_name, members.last_name],
    ordering: {
      id: tournamentMembers.id,
      name: golferName,
      handicap_index: tournamentMembers.handicap_index,
      playing_handicap: tournamentMembers.playing_handicap,
      category: tournamentMembers.category,
      status: tournamentMembers.status,
    },
    defaultOrdering: 'name',
    filters: {
      tournament_id: { column: tournamentMembers.tournament_id, kind: 'integer' },
      member_id: { column: tournamentMembers.member_id, kind: 'integer' },
      team_id: { column: tournamentMembers.team_id, kind: 'integer' },
      hole_category_id: { column: tournamentMembers.hole_category_id, kind: 'integer' },
      gender: { column: members.gender, kind: 'text' },
      category: { column: tournamentMembers.category, kind: 'text' },
      status: { column: tournamentMembers.status, kind: 'text' },
    },
  },
  references: { hole_category_id: holeCategories },
  validate: async (change) => (change.existing ? checkEntryChange(change) : null),
  create: enterOne,
  afterWrite: async (change) => {
    await followTeeSet(change);
    await leaveDrawWhenWithdrawn(change);
  },
  beforeDelete: leaveField,
  visibleTo: (actor) => {
    const reach = tournamentsOfOrganiser(actor);
    return reach && sql`${tournamentMembers.tournament_id} in ${reach}`;
  },
  record: tournamentMemberRecord,
  input: tournamentMemberInput,
  createInput: tournamentMemberCreateInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
