import type { KnockoutChart } from '@fairway/contract';
import { knockoutBracket, type KnockoutBracketName, type KnockoutRounds } from '@fairway/golf';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { knockoutDraws, knockoutResults, members, tournaments } from '../../db/schema/index.js';

/** "Final", "Semi-finals", "Quarter-finals", else "Round 2": a round named by the rounds left after it. */
function roundName(round: number, rounds: number): string {
  const left = rounds - round;
  return left === 0 ? 'Final' : left === 1 ? 'Semi-finals' : left === 2 ? 'Quarter-finals' : `Round ${round}`;
}

/**
 * A knockout tournament's draw chart: its draw's first round played through its entered results by `@fairway/golf`'s
 * `knockoutBracket`, each match with its players (named, with their seeds), its deadline, its winner and how the
 * match was decided; the champion once the final is. A tournament that plays a consolation bracket has it too, its
 * first round's lines filled by the main draw's first-round losers as their matches finish, each round with its own
 * deadline (by default the next main round's). Before the draw, a chart of no rounds; a tournament of another format,
 * or another club's, is not found.
 */
export async function readKnockoutChart(
  db: Database,
  golfCourseId: number,
  tournamentId: number,
): Promise<KnockoutChart> {
  const [tournament] = await db
    .select({ id: tournaments.id, format: tournaments.format, consolation: tournaments.consolation_bracket })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), inClub(tournaments, golfCourseId)));
  if (!tournament) throw new NotFoundError();
  if (tournament.format !== 'knockout')
    throw new NotFoundError('This tournament is not a knockout: it has no draw chart.');
  const [draw] = await db
    .select()
    .from(knockoutDraws)
    .where(and(eq(knockoutDraws.tournament_id, tournamentId), inClub(knockoutDraws, golfCourseId)));
  if (!draw) {
    return {
      tournament_id: tournamentId,
      drawn: false,
      size: 0,
      seeding: null,
      seed: null,
      rounds: [],
      champion_member_id: null,
      champion_name: null,
      consolation: null,
    };
  }
  const results = await db
    .select()
    .from(knockoutResults)
    .where(and(eq(knockoutResults.tournament_id, tournamentId), inClub(knockoutResults, golfCourseId)))
    .orderBy(asc(knockoutResults.bracket), asc(knockoutResults.round), asc(knockoutResults.match));
  const names = new Map(
    (
      await db
        .select({ id: members.id, name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})` })
        .from(members)
        .where(inArray(members.id, draw.seeds))
    ).map((member) => [member.id, member.name]),
  );
  const seedOf = new Map(draw.seeds.map((memberId, index) => [memberId, index + 1]));
  const bracket = knockoutBracket({
    slots: draw.slots.map((memberId) => (memberId === null ? null : String(memberId))),
    results: results.map((entered) => ({
      bracket: entered.bracket as KnockoutBracketName,
      round: entered.round,
      match: entered.match,
      winner: String(entered.winner_member_id),
      decidedBy: entered.decided_by as 'match_won',
      result: entered.result,
    })),
    consolation: tournament.consolation,
  });
  const playedOn = new Map(
    results.map((entered) => [`${entered.bracket} ${entered.round} ${entered.match}`, entered.played_on]),
  );
  const memberOf = (player: string | null) => (player === null ? null : Number(player));
  const nameOf = (player: string | null) => (player === null ? null : (names.get(Number(player)) ?? null));
  const chartRounds = (name: KnockoutBracketName, played: KnockoutRounds, deadlines: readonly string[]) =>
    played.rounds.map((matches, index) => ({
      round: index + 1,
      name: roundName(index + 1, played.rounds.length),
      deadline: deadlines[index]!,
      matches: matches.map((line) => ({
        bracket: name,
        round: line.round,
        match: line.match,
        deadline: deadlines[index]!,
        sides: line.sides.map((side) => {
          const memberId = memberOf(side.player);
          return {
            member_id: memberId,
            name: nameOf(side.player),
            seed: memberId === null ? null : (seedOf.get(memberId) ?? null),
            bye: side.bye,
          };
        }) as KnockoutChart['rounds'][number]['matches'][number]['sides'],
        winner_member_id: memberOf(line.winner),
        decided_by: line.decidedBy,
        result: line.result,
        played_on: playedOn.get(`${name} ${line.round} ${line.match}`) ?? null,
      })),
    }));
  return {
    tournament_id: tournamentId,
    drawn: true,
    size: draw.slots.length,
    seeding: draw.seeding as KnockoutChart['seeding'],
    seed: draw.seed,
    rounds: chartRounds('main', bracket, draw.round_deadlines),
    champion_member_id: memberOf(bracket.champion),
    champion_name: nameOf(bracket.champion),
    consolation: bracket.consolation && {
      rounds: chartRounds(
        'consolation',
        bracket.consolation,
        draw.consolation_round_deadlines ?? draw.round_deadlines.slice(1),
      ),
      champion_member_id: memberOf(bracket.consolation.champion),
      champion_name: nameOf(bracket.consolation.champion),
    },
  };
}
