import type { ResultCategory } from '@fairway/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { contests, golfCourses, playerRounds, prizeTypes, tournamentPrizes } from '../../db/schema/index.js';

/**
 * The table a prize is given from: its category's own table, or where both bases rank, the one its type names
 * ("Gross Winner": the gross table) and else the net one. A prize for the whole field ("") of a tournament ranked in
 * categories has no table of its own, and stays without a winner.
 */
function tableOfPrize(categories: readonly ResultCategory[], category: string, typeName: string) {
  const exact = categories.find((table) => table.category === category);
  if (exact) return exact;
  const prefix = category === '' ? '' : `${category} `;
  const bases = /gross/i.test(typeName) ? ['Gross', 'Net'] : ['Net', 'Gross'];
  for (const basis of bases) {
    const table = categories.find((candidate) => candidate.category === `${prefix}${basis}`);
    if (table) return table;
  }
  return undefined;
}

/**
 * Fills each prize's winner from the published results (decision 0073): prizes are given the first places first (all
 * the categories' first prizes, then the second ones), each to the player at that place of its table: a player wins
 * at most the club's `prizes_per_player`, so a prize its player cannot take goes down the order to the next who may. A tie the countback leaves standing is given in the order the table lists it. The prizes
 * of the tournament's contests are the contests' and are left as they are. Audited with every winner it sets.
 */
export async function awardPrizes(
  db: Database,
  actor: Actor,
  tournament: { id: number; golf_course_id: number },
  categories: readonly ResultCategory[],
): Promise<void> {
  const [club] = await db
    .select({ prizesPerPlayer: golfCourses.prizes_per_player })
    .from(golfCourses)
    .where(eq(golfCourses.id, tournament.golf_course_id));
  const contestTypes = db
    .select({ id: contests.prize_type_id })
    .from(contests)
    .innerJoin(playerRounds, eq(playerRounds.id, contests.player_round_id))
    .where(and(eq(playerRounds.tournament_id, tournament.id), sql`${contests.prize_type_id} is not null`));
  const prizes = await db
    .select({
      id: tournamentPrizes.id,
      category: tournamentPrizes.category,
      position: tournamentPrizes.position,
      typeName: prizeTypes.name,
      winnerMemberId: tournamentPrizes.winner_member_id,
      winnerTeamId: tournamentPrizes.winner_team_id,
    })
    .from(tournamentPrizes)
    .innerJoin(prizeTypes, eq(prizeTypes.id, tournamentPrizes.prize_type_id))
    .where(
      and(
        eq(tournamentPrizes.tournament_id, tournament.id),
        sql`${tournamentPrizes.prize_type_id} not in (${contestTypes})`,
      ),
    )
    .orderBy(asc(tournamentPrizes.position), asc(tournamentPrizes.id));
  if (prizes.length === 0) return;
  const limit = club?.prizesPerPlayer ?? 1;
  const won = new Map<number, number>();
  const tableOrder = (category: string) => {
    const index = categories.findIndex(
      (table) => table.category === category || table.category.startsWith(`${category} `),
    );
    return index === -1 ? categories.length : index;
  };
  const ordered = [...prizes].sort(
    (a, b) => a.position - b.position || tableOrder(a.category) - tableOrder(b.category) || a.id - b.id,
  );
  const winners = ordered.map((prize) => {
    const table = tableOfPrize(categories, prize.category, prize.typeName);
    // From the prize's place down the order, the first player who may still win a prize.
    const winner = (table?.rows ?? [])
      .slice(prize.position - 1)
      .find((row) => row.position !== null && (won.get(row.member_id) ?? 0) < limit);
    if (winner) won.set(winner.member_id, (won.get(winner.member_id) ?? 0) + 1);
    return { prize, memberId: winner?.member_id ?? null };
  });
  const now = new Date();
  const changed = winners.filter(
    ({ prize, memberId }) => prize.winnerMemberId !== memberId || prize.winnerTeamId !== null,
  );
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
        winners: changed.map(({ prize, memberId }) => ({
          id: prize.id,
          before: prize.winnerMemberId,
          after: memberId,
        })),
      },
    });
  }
}
