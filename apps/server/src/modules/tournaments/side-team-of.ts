import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { competitionEntries, members, tournamentMembers, tournamentTeams } from '../../db/schema/index.js';
import type { TournamentRow } from './tournament-of.js';

/**
 * The tournament's team a member's entry plays for when it was entered as a side or team: the team of its partners
 * already in the field, or, for the first of them placed, a new team named after the side's standing golfers, its
 * captain the golfer who entered it (decision 0122's card holder), as an organiser's team is. Null for an entry alone.
 */
export async function sideTeamOf(
  tx: Database,
  actor: Actor,
  tournament: TournamentRow,
  entryId: number,
): Promise<number | null> {
  const [entry] = await tx
    .select({ sideEntryId: competitionEntries.side_entry_id })
    .from(competitionEntries)
    .where(eq(competitionEntries.id, entryId));
  const sideEntryId = entry?.sideEntryId ?? null;
  if (sideEntryId === null) return null;
  const side = await tx
    .select({
      id: competitionEntries.id,
      memberId: competitionEntries.member_id,
      name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      teamId: tournamentMembers.team_id,
    })
    .from(competitionEntries)
    .innerJoin(members, eq(members.id, competitionEntries.member_id))
    .leftJoin(tournamentMembers, eq(tournamentMembers.id, competitionEntries.tournament_member_id))
    .where(
      and(
        eq(competitionEntries.side_entry_id, sideEntryId),
        inArray(competitionEntries.status, ['entered', 'waiting', 'offered', 'awaiting']),
      ),
    )
    .orderBy(asc(competitionEntries.id));
  const placed = side.find((partner) => partner.teamId !== null);
  if (placed) return placed.teamId;
  const enteredBy = side.find((partner) => partner.id === sideEntryId);
  const [team] = await tx
    .insert(tournamentTeams)
    .values({
      golf_course_id: tournament.golf_course_id,
      tournament_id: tournament.id,
      name: side
        .map((partner) => partner.name)
        .join(' & ')
        .slice(0, 100),
      captain_member_id: enteredBy?.memberId ?? null,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning({ id: tournamentTeams.id });
  await writeAudit(tx, actor, {
    action: 'create',
    entity: 'tournament_teams',
    entityId: team!.id,
    detail: { tournament_id: tournament.id, side_entry_id: sideEntryId },
  });
  return team!.id;
}
