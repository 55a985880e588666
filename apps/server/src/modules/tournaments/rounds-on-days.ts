import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { onClubDays } from '../../db/club-scope.js';
import { playerRoundGroups, playerRounds, tournaments } from '../../db/schema/index.js';

/** A tournament's round on a day, with its groups' tee times (HH:MM, earliest first), for the club's tee sheet. */
export type RoundOnDay = {
  playerRoundId: number;
  tournamentId: number;
  name: string;
  startType: string;
  teeTimes: string[];
};

/**
 * Clubs' tournament rounds played on days (a batch of several clubs' bookings), not cancelled, each with the tee times
 * its draw gave its groups, read at once: in the order of `days`.
 */
export async function roundsOnDays(
  db: Database,
  days: readonly { golfCourseId: number; date: string }[],
): Promise<RoundOnDay[][]> {
  if (days.length === 0) return [];
  const rows = await db
    .select({
      golfCourseId: playerRounds.golf_course_id,
      date: playerRounds.play_date,
      playerRoundId: playerRounds.id,
      tournamentId: tournaments.id,
      name: tournaments.name,
      startType: playerRounds.start_type,
      teeTime: playerRoundGroups.tee_time,
    })
    .from(playerRounds)
    .innerJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .leftJoin(playerRoundGroups, eq(playerRoundGroups.player_round_id, playerRounds.id))
    .where(and(onClubDays(playerRounds, playerRounds.play_date, days), ne(playerRounds.status, 'cancelled')))
    .orderBy(asc(playerRounds.id), asc(playerRoundGroups.tee_time));
  const rounds = new Map<number, RoundOnDay>();
  const roundsOf = new Map<string, RoundOnDay[]>();
  for (const row of rows) {
    let round = rounds.get(row.playerRoundId);
    if (!round) {
      round = {
        playerRoundId: row.playerRoundId,
        tournamentId: row.tournamentId,
        name: row.name,
        startType: row.startType,
        teeTimes: [],
      };
      rounds.set(row.playerRoundId, round);
      const day = `${row.golfCourseId} ${row.date}`;
      roundsOf.set(day, [...(roundsOf.get(day) ?? []), round]);
    }
    if (row.teeTime && !round.teeTimes.includes(row.teeTime)) round.teeTimes.push(row.teeTime);
  }
  return days.map(({ golfCourseId, date }) => roundsOf.get(`${golfCourseId} ${date}`) ?? []);
}
