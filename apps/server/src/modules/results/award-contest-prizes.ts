import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { tournamentPrizes } from '../../db/schema/index.js';
import { readTournamentContestStandings } from '../contests/index.js';

/**
 * Fills the winners of the prizes of the tournament's side contests as its results are published (decision 0076):
 * a prize whose type is a contest's goes to the player at its position in that contest's standings, ranked by
 * `rankContest`. Where several contests share a prize type (nearest the pin on every par 3), the prizes of each
 * position are given to those contests in the order of their rounds and holes, the first prize to the first contest.
 * Players sharing a place take it in the order they were measured. Contest prizes are not counted against the club's
 * prizes a player may win from the results: the longest drive is won beside the medal. Audited with every winner set.
 */
export async function awardContestPrizes(
  db: Database,
  actor: Actor,
  tournament: { id: number; golf_course_id: number },
): Promise<void> {
  const contests = (await readTournamentContestStandings(db, tournament.golf_course_id, tournament.id))
    .filter(({ contest }) => contest.prize_type_id !== null)
    .sort((a, b) => a.contest.round_number - b.contest.round_number || a.contest.hole_number - b.contest.hole_number);
  if (contests.length === 0) return;
  const prizes = await db
    .select({
      id: tournamentPrizes.id,
      prizeTypeId: tournamentPrizes.prize_type_id,
      position: tournamentPrizes.position,
      winnerMemberId: tournamentPrizes.winner_member_id,
    })
    .from(tournamentPrizes)
    .where(
      and(
        eq(tournamentPrizes.tournament_id, tournament.id),
        inArray(
          tournamentPrizes.prize_type_id,
          contests.map(({ contest }) => contest.prize_type_id!),
        ),
      ),
    )
    .orderBy(asc(tournamentPrizes.position), asc(tournamentPrizes.id));
  const given = new Map<string, number>();
  const winners = prizes.map((prize) => {
    const key = `${prize.prizeTypeId}:${prize.position}`;
    const nth = given.get(key) ?? 0;
    given.set(key, nth + 1);
    const contest = contests.filter(({ contest }) => contest.prize_type_id === prize.prizeTypeId)[nth];
    // The standings in order, players sharing a place in the order they were measured: the prize's place in it.
    const winner = contest?.standings
      .filter((placing) => placing.position !== null)
      .sort(
        (a, b) =>
          a.position! - b.position! || a.measurement.measured_at.getTime() - b.measurement.measured_at.getTime(),
      )[prize.position - 1];
    return { prize, memberId: winner?.measurement.member_id ?? null };
  });
  const changed = winners.filter(({ prize, memberId }) => prize.winnerMemberId !== memberId);
  const now = new Date();
  for (const { prize, memberId } of changed) {
    await db
      .update(tournamentPrizes)
      .set({ winner_member_id: memberId, winner_team_id: null, updated_at: now, updated_by: actor.userId })
      .where(eq(tournamentPrizes.id, prize.id));
  }
  if (changed.length > 0) {
    await writeAudit(db, actor, {
      action: 'update',
      entity: 'tournament_prizes',
      entityId: null,
      detail: {
        tournament_id: tournament.id,
        contest_winners: changed.map(({ prize, memberId }) => ({
          id: prize.id,
          before: prize.winnerMemberId,
          after: memberId,
        })),
      },
    });
  }
}
