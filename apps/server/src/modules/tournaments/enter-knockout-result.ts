import type { knockoutResultInput } from '@fairway/contract';
import { GolfInputError, knockoutMatchResult } from '@fairway/golf';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { knockoutResults, members, tournaments } from '../../db/schema/index.js';
import { readKnockoutChart } from './read-knockout-chart.js';
import { tournamentOf } from './tournament-of.js';

const inputFields: Record<string, string> = {
  holesUp: 'holes_up',
  holesToPlay: 'holes_to_play',
  extraHoles: 'extra_holes',
  decidedBy: 'decided_by',
};

/**
 * Enters a knockout match's result, by either of its two players or an organiser: its words from `@fairway/golf`'s
 * `knockoutMatchResult` (a lead no match ends with is refused), its winner one of the match's players, who goes on
 * to the next round's match. The same result entered again changes nothing; a different one is refused (409) naming
 * both. Answers the draw chart.
 */
export async function enterKnockoutResult(
  db: Database,
  actor: Actor,
  tournamentId: number,
  input: z.infer<typeof knockoutResultInput>,
) {
  await db.transaction(async (tx) => {
    const organised = await tournamentOf(tx, actor, tournamentId);
    const [tournament] = await tx
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.id, tournamentId), inClub(tournaments, actor.golfCourseId!)))
      .for('update');
    if (!tournament) throw new NotFoundError();
    const chart = await readKnockoutChart(tx, tournament.golf_course_id, tournamentId);
    if (tournament.format !== 'knockout' || !chart.drawn) {
      throw new ConflictError('The knockout is not drawn yet: its matches have no players.');
    }
    const where = `Round ${input.round} match ${input.match}`;
    const line = chart.rounds[input.round - 1]?.matches[input.match - 1];
    if (!line) throw new InvalidInputError({ match: [`The draw has no round ${input.round} match ${input.match}.`] });
    const players = line.sides.flatMap((side) => (side.member_id === null ? [] : [side]));
    const [own] =
      actor.userId === null
        ? []
        : await tx.select({ id: members.id }).from(members).where(eq(members.user_id, actor.userId));
    if (!organised && !players.some((side) => side.member_id === own?.id)) {
      throw new ForbiddenError(`Only the two players of ${where.toLowerCase()} or an organiser enter its result.`);
    }
    if (line.decided_by === 'bye') {
      throw new InvalidInputError({ match: [`${where} is a bye: ${players[0]!.name} goes through without playing.`] });
    }
    if (players.length < 2) {
      throw new InvalidInputError({ match: [`${where} waits for its players: the round before is not decided yet.`] });
    }
    const winner = players.find((side) => side.member_id === input.winner_member_id);
    if (!winner) {
      throw new InvalidInputError({
        winner_member_id: [`${where} is ${players.map((side) => side.name).join(' v ')}: the winner is one of them.`],
      });
    }
    const words = resultWords(input, tournament.holes);
    if (line.winner_member_id !== null) {
      if (line.winner_member_id === input.winner_member_id && line.result === words) return;
      const earlier = players.find((side) => side.member_id === line.winner_member_id)!;
      throw new ConflictError(
        `${where} already has its result: ${earlier.name} won ${line.result}. This one says ${winner.name} won ${words}: ask an organiser to look into it.`,
      );
    }
    const [stored] = await tx
      .insert(knockoutResults)
      .values({
        golf_course_id: tournament.golf_course_id,
        tournament_id: tournamentId,
        round: input.round,
        match: input.match,
        winner_member_id: input.winner_member_id,
        decided_by: input.decided_by,
        holes_up: input.holes_up ?? null,
        holes_to_play: input.holes_to_play ?? null,
        extra_holes: input.extra_holes ?? null,
        result: words,
        played_on: input.played_on ?? null,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: knockoutResults.id });
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'knockout_results',
      entityId: stored!.id,
      detail: { round: input.round, match: input.match, winner_member_id: input.winner_member_id, result: words },
    });
  });
  return readKnockoutChart(db, actor.golfCourseId!, tournamentId);
}

/** The result in match play's words, or the golf rules' refusal as the field it concerns. */
function resultWords(input: z.infer<typeof knockoutResultInput>, holeCount: number): string {
  const needed =
    input.decided_by === 'match_won'
      ? (['holes_up', 'holes_to_play'] as const)
      : input.decided_by === 'extra_holes'
        ? (['extra_holes'] as const)
        : [];
  const missing = needed.filter((field) => input[field] === undefined);
  if (missing.length > 0) {
    throw new InvalidInputError(
      Object.fromEntries(
        missing.map((field) => [
          field,
          [
            `${input.decided_by === 'match_won' ? 'A match won' : 'A match won on extra holes'} says its ${field.replaceAll('_', ' ')}.`,
          ],
        ]),
      ),
    );
  }
  try {
    return knockoutMatchResult({
      decidedBy: input.decided_by,
      holesUp: input.holes_up,
      holesToPlay: input.holes_to_play,
      extraHoles: input.extra_holes,
      holeCount,
    });
  } catch (error) {
    if (!(error instanceof GolfInputError)) throw error;
    const reason = error.message.slice(error.field.length + 2);
    const message = reason.charAt(0).toUpperCase() + reason.slice(1);
    throw new InvalidInputError({ [inputFields[error.field] ?? error.field]: [`${message}.`] });
  }
}
