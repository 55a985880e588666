import type { ContestKindName } from '@fairway/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import {
  contestMeasurements,
  contests,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  tournamentMembers,
} from '../../db/schema/index.js';
import { contestRows } from './contest-rows.js';

/**
 * The players of a contest's round who can still be measured on its hole, by group in playing order: those of its
 * gender and category, not measured yet.
 */
export async function listContestPlayers(db: Database, golfCourseId: number, kind: ContestKindName, contestId: number) {
  const [contest] = await contestRows(db, golfCourseId, and(eq(contests.id, contestId), eq(contests.kind, kind)));
  if (!contest) throw new NotFoundError();
  const players = await db
    .select({
      groupId: playerRoundGroups.id,
      number: playerRoundGroups.number,
      teeTime: playerRoundGroups.tee_time,
      member_id: members.id,
      name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      gender: members.gender,
      category: sql<string>`coalesce(${tournamentMembers.category}, '')`,
    })
    .from(playerRoundGroupMembers)
    .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
    .innerJoin(members, eq(members.id, playerRoundGroupMembers.member_id))
    .leftJoin(
      tournamentMembers,
      and(eq(tournamentMembers.tournament_id, contest.tournament_id), eq(tournamentMembers.member_id, members.id)),
    )
    .where(
      and(
        eq(playerRoundGroupMembers.player_round_id, contest.player_round_id),
        contest.gender ? eq(members.gender, contest.gender) : undefined,
        contest.category ? eq(tournamentMembers.category, contest.category) : undefined,
        sql`not exists (select 1 from ${contestMeasurements} where ${contestMeasurements.contest_id} = ${contest.id} and ${contestMeasurements.member_id} = ${members.id})`,
      ),
    )
    .orderBy(asc(playerRoundGroups.number), asc(playerRoundGroupMembers.position));
  const groups: {
    group_id: number;
    number: number;
    tee_time: string | null;
    players: Omit<(typeof players)[number], 'groupId' | 'number' | 'teeTime'>[];
  }[] = [];
  for (const { groupId, number, teeTime, ...player } of players) {
    if (groups.at(-1)?.group_id !== groupId) groups.push({ group_id: groupId, number, tee_time: teeTime, players: [] });
    groups.at(-1)!.players.push(player);
  }
  return { contest, groups };
}
