import type { knockoutCorrectionInput } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { knockoutResults } from '../../db/schema/index.js';
import { knockoutMatchOf } from './knockout-match-of.js';
import { readKnockoutChart } from './read-knockout-chart.js';

/**
 * An organiser corrects a knockout match's entered result, of the main draw or the consolation bracket, saying why.
 * Its words may change at any time; its winner only while the winner entered has not played on (the next round's
 * match of its bracket has no result), and a first-round match's loser (or a walkover) only while the consolation
 * match they went to has no result, so the chart never holds a player who went on from a result since changed. The result before and after and the reason are kept in the
 * audit log. The same result again changes nothing. Answers the draw chart.
 */
export async function correctKnockoutResult(
  db: Database,
  actor: Actor,
  tournamentId: number,
  input: z.infer<typeof knockoutCorrectionInput>,
) {
  await db.transaction(async (tx) => {
    const { tournament, organised, chart, rounds, where, line, players, winner, words } = await knockoutMatchOf(
      tx,
      actor,
      tournamentId,
      input,
    );
    if (!organised) throw new NotFoundError();
    if (line.winner_member_id === null) {
      throw new InvalidInputError({ match: [`${where} has no result to correct yet: enter its result.`] });
    }
    const earlier = players.find((side) => side.member_id === line.winner_member_id)!;
    if (line.winner_member_id === input.winner_member_id && line.result === words) return;
    const bracket = input.bracket ?? 'main';
    const next = rounds[input.round]?.matches[Math.ceil(input.match / 2) - 1];
    if (line.winner_member_id !== input.winner_member_id && next && next.winner_member_id !== null) {
      throw new ConflictError(
        `${earlier.name} has played on since: ${bracket === 'consolation' ? 'consolation ' : ''}round ${next.round} match ${next.match} has its result (${next.result}). Correct that result first.`,
      );
    }
    const consolationMatch =
      bracket === 'main' && input.round === 1
        ? chart.consolation?.rounds[0]?.matches[Math.ceil(input.match / 2) - 1]
        : undefined;
    const loserOf = (winnerId: number, decidedBy: string | null) =>
      decidedBy === 'walkover' ? null : players.find((side) => side.member_id !== winnerId)!.member_id;
    if (
      consolationMatch &&
      consolationMatch.winner_member_id !== null &&
      loserOf(line.winner_member_id, line.decided_by) !== loserOf(input.winner_member_id, input.decided_by)
    ) {
      throw new ConflictError(
        `The loser of ${where.toLowerCase()} has played on in the consolation bracket since: its round 1 match ${consolationMatch.match} has its result (${consolationMatch.result}). Correct that result first.`,
      );
    }
    const matchOf = and(
      inClub(knockoutResults, tournament.golf_course_id),
      eq(knockoutResults.tournament_id, tournamentId),
      eq(knockoutResults.bracket, bracket),
      eq(knockoutResults.round, input.round),
      eq(knockoutResults.match, input.match),
    );
    const [stored] = await tx
      .update(knockoutResults)
      .set({
        winner_member_id: input.winner_member_id,
        decided_by: input.decided_by,
        holes_up: input.holes_up ?? null,
        holes_to_play: input.holes_to_play ?? null,
        extra_holes: input.extra_holes ?? null,
        result: words,
        played_on: input.played_on ?? line.played_on,
        updated_by: actor.userId,
        updated_at: new Date(),
      })
      .where(matchOf)
      .returning({ id: knockoutResults.id });
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'knockout_results',
      entityId: stored!.id,
      detail: {
        bracket,
        round: input.round,
        match: input.match,
        reason: input.reason,
        before: { winner: earlier.name, result: line.result },
        after: { winner: winner.name, result: words },
      },
    });
  });
  return readKnockoutChart(db, actor.golfCourseId!, tournamentId);
}
