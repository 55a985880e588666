import type { teamDrawAnswer, teamDrawInput } from '@fairway/contract';
import { abcdTeamDraw } from '@fairway/golf';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { members, playerRounds, tournamentMembers, tournaments, tournamentTeams } from '../../db/schema/index.js';
import { tournamentOf } from './tournament-of.js';

const closed = new Set(['completed', 'finalised', 'cancelled']);

/**
 * Draws a tournament of teams of four into ABCD teams with `@fairway/golf`'s `abcdTeamDraw`: its entered field in
 * Handicap Index order cut into quarters, each team one golfer of each quarter at random from a seed kept in the audit
 * log to replay it. The draw replaces the tournament's teams (each named after its A golfer, who captains it) and may
 * be made again until a round has started. Answers the teams.
 */
export async function drawAbcdTeams(
  db: Database,
  actor: Actor,
  tournamentId: number,
  input: z.infer<typeof teamDrawInput>,
): Promise<z.infer<typeof teamDrawAnswer>> {
  return db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, actor, tournamentId);
    if (!tournament) throw new NotFoundError();
    await tx.execute(
      sql`select ${tournaments.id} from ${tournaments} where ${tournaments.id} = ${tournamentId} for update`,
    );
    if (tournament.format === 'ryder_cup' || tournament.team_size !== 4) {
      throw new ConflictError(
        tournament.team_size === null || tournament.format === 'ryder_cup'
          ? 'This tournament plays no teams of four: ABCD teams are drawn for teams of four.'
          : `This tournament plays teams of ${tournament.team_size}: ABCD teams are drawn for teams of four.`,
      );
    }
    if (closed.has(tournament.status)) {
      throw new ConflictError(`The tournament is ${tournament.status}: its teams are not drawn again.`);
    }
    const started = await tx
      .select({ id: playerRounds.id })
      .from(playerRounds)
      .where(and(eq(playerRounds.tournament_id, tournamentId), ne(playerRounds.status, 'scheduled')))
      .limit(1);
    if (started.length > 0) throw new ConflictError('A round has started: the teams stand.');
    const field = await tx
      .select({
        memberId: tournamentMembers.member_id,
        handicapIndex: tournamentMembers.handicap_index,
        lastName: members.last_name,
      })
      .from(tournamentMembers)
      .innerJoin(members, eq(members.id, tournamentMembers.member_id))
      .where(and(eq(tournamentMembers.tournament_id, tournamentId), eq(tournamentMembers.status, 'entered')))
      .orderBy(asc(tournamentMembers.id));
    if (field.length === 0 || field.length % 4 !== 0) {
      throw new ConflictError(
        `ABCD teams need a field of fours: ${field.length} golfer${field.length === 1 ? ' is' : 's are'} entered.`,
      );
    }
    const seed = input.seed ?? Math.floor(Math.random() * 2_147_483_647);
    const drawn = abcdTeamDraw({
      players: field.map((entry) => ({
        id: String(entry.memberId),
        handicapIndex: entry.handicapIndex === null ? null : Number(entry.handicapIndex),
      })),
      seed,
    }).map((team) => team.map(Number));
    const lastNames = new Map(field.map((entry) => [entry.memberId, entry.lastName.trim()]));
    const names = teamNames(drawn.map((team) => lastNames.get(team[0]!) ?? ''));

    await tx.update(tournamentMembers).set({ team_id: null }).where(eq(tournamentMembers.tournament_id, tournamentId));
    await tx.delete(tournamentTeams).where(eq(tournamentTeams.tournament_id, tournamentId));
    const made = await tx
      .insert(tournamentTeams)
      .values(
        drawn.map((team, index) => ({
          golf_course_id: tournament.golf_course_id,
          tournament_id: tournamentId,
          name: names[index]!,
          captain_member_id: team[0]!,
          created_by: actor.userId,
          updated_by: actor.userId,
        })),
      )
      .returning({ id: tournamentTeams.id, name: tournamentTeams.name });
    const places = drawn.flatMap((team, index) => team.map((memberId) => ({ memberId, teamId: made[index]!.id })));
    await tx.execute(sql`
      update ${tournamentMembers} set team_id = place."teamId", updated_at = now(), updated_by = ${actor.userId}
      from jsonb_to_recordset(${JSON.stringify(places)}::jsonb) as place("memberId" int, "teamId" int)
      where ${tournamentMembers.tournament_id} = ${tournamentId} and ${tournamentMembers.member_id} = place."memberId"`);
    const teams = drawn.map((team, index) => ({ id: made[index]!.id, name: made[index]!.name, member_ids: team }));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'tournament_teams',
      entityId: tournamentId,
      detail: { drawn: 'abcd', seed, teams: teams.map((team) => team.member_ids) },
    });
    return { seed, teams };
  });
}

/** "Team Byrne", and "Team Byrne 2" for a second team whose A golfer shares the name. */
function teamNames(captainLastNames: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return captainLastNames.map((lastName, index) => {
    const base = lastName === '' ? `Team ${index + 1}` : `Team ${lastName}`;
    const times = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), times);
    return times === 1 ? base : `${base} ${times}`;
  });
}
