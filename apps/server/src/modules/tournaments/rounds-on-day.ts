import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { playerRoundGroups, playerRounds, tournaments } from '../../db/schema/index.js';

/** A tournament's round on a day, with its groups' tee times (HH:MM, earliest first), for the club's tee sheet. */
export type RoundOnDay = {
  playerRoundId: number;
  tournamentId: number;
  name: string;
  startType: string;
  teeTimes: string[];
};

/** The club's tournament rounds played on a day, not cancelled, each with the tee times its draw gave its groups. */
export async function roundsOnDay(db: Database, golfCourseId: number, date: string): Promise<RoundOnDay[]> {
  const rows = await db
    .select({
      playerRoundId: playerRounds.id,
      tournamentId: tournaments.id,
      name: tournaments.name,
      startType: playerRounds.start_type,
      teeTime: playerRoundGroups.tee_time,
    })
    .from(playerRounds)
    .innerJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .leftJoin(playerRoundGroups, eq(playerRoundGroups.player_round_id, playerRounds.id))
    .where(
      and(inClub(playerRounds, golfCourseId), eq(playerRounds.play_date, date), ne(playerRounds.status, 'cancelled')),
    )
    .orderBy(asc(playerRounds.id), asc(playerRoundGroups.tee_time));
  const rounds = new Map<number, RoundOnDay>();
  for (const row of rows) {
    const round = rounds.get(row.playerRoundId) ?? {
      playerRoundId: row.playerRoundId,
      tournamentId: row.tournamentId,
      name: row.name,
      startType: row.startType,
      teeTimes: [],
    };
    if (row.teeTime && !round.teeTimes.includes(row.teeTime)) round.teeTimes.push(row.teeTime);
    rounds.set(row.playerRoundId, round);
  }
  return [...rounds.values()];
}
