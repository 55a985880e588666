import type { ResultCategory, ResultMatch, ResultTeam } from '@fairway/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { contests, golfCourses, playerRounds, prizeTypes, tournamentPrizes } from '../../db/schema/index.js';

/** A place a prize may be given to: a player, or a team (a pair, a side, a team of the team event). */
type PrizeRow = { position: number | null; member_id: number | null; team_id: number | null };
type PrizeTable = { category: string; rows: PrizeRow[] };

/**
 * The tables prizes are given from (decision 0079): the individual formats' categories; the four-ball's pairs, the
 * team event's teams and the Ryder Cup's sides in their order as one table for the whole field (""); a press and
 * re-press's match sides (a pair, or a player alone) ranked on their Nassau settlement, the most bets won first,
 * sides level on it sharing a place.
 */
function prizeTables(results: {
  categories: readonly ResultCategory[];
  matches: readonly ResultMatch[];
  teams: readonly ResultTeam[];
}): PrizeTable[] {
  if (results.categories.length > 0) {
    return results.categories.map((table) => ({
      category: table.category,
      rows: table.rows.map((row) => ({ position: row.position, member_id: row.member_id, team_id: null })),
    }));
  }
  if (results.teams.length > 0) {
    return [
      {
        category: '',
        rows: results.teams.map((team) => ({ position: team.position, member_id: null, team_id: team.team_id })),
      },
    ];
  }
  const sides = results.matches
    .flatMap((match) => match.sides)
    .filter((side) => side.settlement !== null && (side.team_id !== null || side.players.length > 0));
  const ranked = [...sides].sort((left, right) => right.settlement! - left.settlement!);
  return [
    {
      category: '',
      rows: ranked.map((side) => ({
        position: 1 + ranked.filter((other) => other.settlement! > side.settlement!).length,
        member_id: side.team_id === null ? side.players[0]!.member_id : null,
        team_id: side.team_id,
      })),
    },
  ];
}

/**
 * The table a prize is given from: its category's own table, or where both bases rank, the one its type names
 * ("Gross Winner": the gross table) and else the net one. A prize for the whole field ("") of a tournament ranked in
 * categories has no table of its own, and stays without a winner.
 */
function tableOfPrize(categories: readonly PrizeTable[], category: string, typeName: string) {
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
 * of the tournament's contests are the contests' and are left as they are. The match and team formats give theirs to
 * pairs, sides and teams (`winner_team_id`), or to a Nassau's player alone (`prizeTables`); a team wins at most
 * `prizes_per_player` too. Audited with every winner it sets.
 */
export async function awardPrizes(
  db: Database,
  actor: Actor,
  tournament: { id: number; golf_course_id: number },
  results: {
    categories: readonly ResultCategory[];
    matches: readonly ResultMatch[];
    teams: readonly ResultTeam[];
  },
): Promise<void> {
  const categories = prizeTables(results);
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
  const won = new Map<string, number>();
  const winnerKey = (row: PrizeRow) => (row.team_id === null ? `member ${row.member_id}` : `team ${row.team_id}`);
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
      .find((row) => row.position !== null && (won.get(winnerKey(row)) ?? 0) < limit);
    if (winner) won.set(winnerKey(winner), (won.get(winnerKey(winner)) ?? 0) + 1);
    return { prize, memberId: winner?.member_id ?? null, teamId: winner?.team_id ?? null };
  });
  const now = new Date();
  const changed = winners.filter(
    ({ prize, memberId, teamId }) => prize.winnerMemberId !== memberId || prize.winnerTeamId !== teamId,
  );
  for (const { prize, memberId, teamId } of changed) {
    await db
      .update(tournamentPrizes)
      .set({ winner_member_id: memberId, winner_team_id: teamId, updated_at: now, updated_by: actor.userId })
      .where(eq(tournamentPrizes.id, prize.id));
  }
  if (changed.length > 0) {
    await writeAudit(db, actor, {
      action: 'update',
      entity: 'tournament_prizes',
      entityId: null,
      detail: {
        tournament_id: tournament.id,
        winners: changed.map(({ prize, memberId, teamId }) => ({
          id: prize.id,
          before: prize.winnerMemberId,
          after: memberId,
          ...(prize.winnerTeamId !== null || teamId !== null
            ? { team_before: prize.winnerTeamId, team_after: teamId }
            : {}),
        })),
      },
    });
  }
}
