import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { clubDates, formatClubDate } from '../../core/club-dates.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { insertRows } from '../../db/insert-rows.js';
import { amongIds } from '../../db/array-column.js';
import {
  eventManagerMembers,
  golfCourseMembers,
  tournamentMasters,
  tournamentMembers,
  tournamentTeams,
  tournaments,
} from '../../db/schema/index.js';
import type { TournamentRow } from './tournament-of.js';
import { workOutEntries } from '../courses/index.js';

/**
 * A golfer to enter, with what the organiser chose for them; `enteredBy`, the user who entered them where it is not
 * the actor (members entering themselves, placed together).
 */
export type NewEntry = {
  memberId: number;
  holeCategoryId?: number | null;
  teamId?: number | null;
  paid?: boolean;
  enteredBy?: number | null;
};

/**
 * A place freed after entries close still goes to the first on the waiting list; `visitors` are golfers of other
 * clubs entering an open event, who play as guests without a tie to the club.
 */
export type EnterOptions = { pastTheClose?: boolean; visitors?: readonly number[] };

/**
 * Enters golfers in a tournament, all or none, inside the caller's transaction: while it takes entries (draft or
 * open, before entries close, below the field limit), golfers of the club or of the roster of the series' event
 * manager or visitors of an open event (who play as guests), each once, each with the handicaps `workOutEntries` gives. Refuses naming the
 * first golfer at fault under `field`. The tournament's row is locked while the field is counted, so that entries
 * made at once hold its limit. Answers the new entries' ids.
 */
export async function enterGolfers(
  tx: Database,
  actor: Actor,
  tournament: TournamentRow,
  entries: readonly NewEntry[],
  field: string,
  { pastTheClose = false, visitors = [] }: EnterOptions = {},
): Promise<number[]> {
  await tx
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.id, tournament.id))
    .for('no key update');
  if (tournament.status !== 'draft' && tournament.status !== 'open') {
    throw new ConflictError(`The tournament is ${tournament.status.replace('_', ' ')}: it takes no new entries.`);
  }
  if (!pastTheClose && tournament.entries_close_at && tournament.entries_close_at.getTime() <= Date.now()) {
    const closedAt = formatClubDate(tournament.entries_close_at, await clubDates(tx, tournament.golf_course_id), {
      withTime: true,
    });
    throw new ConflictError(`Entries closed at ${closedAt}.`);
  }
  const memberIds = entries.map((entry) => entry.memberId);
  // Read together: the driver sends each statement as the one before it ends, without waiting for this code's turn.
  const [ties, rostered, already] = await Promise.all([
    tx
      .select({ member_id: golfCourseMembers.member_id, is_guest: golfCourseMembers.is_guest })
      .from(golfCourseMembers)
      .where(
        and(inClub(golfCourseMembers, tournament.golf_course_id), amongIds(golfCourseMembers.member_id, memberIds)),
      ),
    tx
      .select({ member_id: eventManagerMembers.member_id })
      .from(eventManagerMembers)
      .innerJoin(tournamentMasters, eq(tournamentMasters.event_manager_id, eventManagerMembers.event_manager_id))
      .where(
        and(
          eq(tournamentMasters.id, tournament.tournament_master_id ?? 0),
          amongIds(eventManagerMembers.member_id, memberIds),
        ),
      ),
    tx
      .select({ member_id: tournamentMembers.member_id })
      .from(tournamentMembers)
      .where(and(eq(tournamentMembers.tournament_id, tournament.id), amongIds(tournamentMembers.member_id, memberIds))),
  ]);
  const guestOf = new Map(ties.map((tie) => [tie.member_id, tie.is_guest]));
  for (const row of rostered) if (!guestOf.has(row.member_id)) guestOf.set(row.member_id, true);
  for (const memberId of visitors) if (!guestOf.has(memberId)) guestOf.set(memberId, true);
  const outsider = memberIds.find((memberId) => !guestOf.has(memberId));
  if (outsider !== undefined) {
    throw new InvalidInputError({ [field]: [`Invalid pk "${outsider}" - object does not exist.`] });
  }

  const [snapshots, [counted]] = await Promise.all([
    workOutEntries(
      tx,
      tournament,
      entries.map((entry) => ({ memberId: entry.memberId, holeCategoryId: entry.holeCategoryId })),
      field,
    ),
    tx
      .select({ entered: sql<number>`count(*)::int` })
      .from(tournamentMembers)
      .where(and(eq(tournamentMembers.tournament_id, tournament.id), eq(tournamentMembers.status, 'entered'))),
  ]);
  const nameOf = (memberId: number) => snapshots.find((snapshot) => snapshot.member_id === memberId)?.name;
  const repeated = memberIds.find((memberId, index) => memberIds.indexOf(memberId) !== index);
  if (repeated !== undefined) throw new InvalidInputError({ [field]: [`${nameOf(repeated)} is named twice.`] });
  // Said before a full field: asked again for a golfer already in, the organiser needs to know that, not the limit.
  if (already.length > 0) {
    throw new InvalidInputError({ [field]: [`${nameOf(already[0]!.member_id)} is already entered.`] });
  }
  const entered = counted!.entered;
  if (tournament.field_limit !== null && entered + entries.length > tournament.field_limit) {
    throw new ConflictError(
      `The field is full: ${entered} of ${tournament.field_limit} places are taken, ${entries.length} more asked.`,
    );
  }
  for (const entry of entries) {
    if (entry.teamId !== undefined && entry.teamId !== null) await checkTeamPlace(tx, tournament, entry.teamId, field);
  }

  const created = await insertRows(
    tx,
    tournamentMembers,
    snapshots.map(({ name: _name, ...snapshot }, index) => ({
      golf_course_id: tournament.golf_course_id,
      tournament_id: tournament.id,
      ...snapshot,
      is_guest: guestOf.get(snapshot.member_id) ?? false,
      team_id: entries[index]!.teamId ?? null,
      paid: entries[index]!.paid ?? false,
      created_by: entries[index]!.enteredBy ?? actor.userId,
      updated_by: entries[index]!.enteredBy ?? actor.userId,
    })),
  );
  await writeAudit(tx, actor, {
    action: 'create',
    entity: 'tournament_members',
    entityId: created[0]!,
    detail: { tournament_id: tournament.id, member_ids: memberIds },
  });
  return created;
}

/** A team of the tournament with a place left, or a refusal under `field`. */
async function checkTeamPlace(tx: Database, tournament: TournamentRow, teamId: number, field: string) {
  const [team] = await tx
    .select({ name: tournamentTeams.name })
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.id, teamId), eq(tournamentTeams.tournament_id, tournament.id)));
  if (!team) throw new InvalidInputError({ team_id: [`Invalid pk "${teamId}" - object does not exist.`] });
  const [{ members }] = (await tx
    .select({ members: sql<number>`count(*)::int` })
    .from(tournamentMembers)
    .where(eq(tournamentMembers.team_id, teamId))) as [{ members: number }];
  if (tournament.team_size !== null && members >= tournament.team_size) {
    throw new InvalidInputError({
      [field === 'member_id' ? 'team_id' : field]: [
        `${team.name} is full: a team has ${tournament.team_size} players.`,
      ],
    });
  }
}
