import type { knockoutResultInput } from '@fairway/contract';
import { GolfInputError, knockoutMatchResult } from '@fairway/golf';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { tournaments } from '../../db/schema/index.js';
import { readKnockoutChart } from './read-knockout-chart.js';
import { tournamentOf } from './tournament-of.js';

type ResultInput = z.infer<typeof knockoutResultInput>;

const inputFields: Record<string, string> = {
  holesUp: 'holes_up',
  holesToPlay: 'holes_to_play',
  extraHoles: 'extra_holes',
  decidedBy: 'decided_by',
};

/**
 * The knockout match a result names, with its tournament locked for the rest of the transaction so that results of
 * one knockout are taken one at a time: the match must be in its bracket (the main draw unless the input names the
 * consolation), no bye, with its two players known, and the winner one of them; the result's words from
 * `@fairway/golf`'s `knockoutMatchResult`. `organised` says whether the actor runs the tournament; `rounds` are the
 * rounds of the match's bracket.
 */
export async function knockoutMatchOf(tx: Database, actor: Actor, tournamentId: number, input: ResultInput) {
  const organised = (await tournamentOf(tx, actor, tournamentId)) !== undefined;
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
  const consolation = input.bracket === 'consolation';
  if (consolation && !chart.consolation) {
    throw new InvalidInputError({ bracket: ['The tournament plays no consolation bracket.'] });
  }
  const rounds = consolation ? chart.consolation!.rounds : chart.rounds;
  const where = `${consolation ? 'Consolation round' : 'Round'} ${input.round} match ${input.match}`;
  const line = rounds[input.round - 1]?.matches[input.match - 1];
  if (!line) {
    throw new InvalidInputError({
      match: [`The ${consolation ? 'consolation bracket' : 'draw'} has no round ${input.round} match ${input.match}.`],
    });
  }
  const players = line.sides.flatMap((side) => (side.member_id === null ? [] : [side]));
  if (line.decided_by === 'bye') {
    throw new InvalidInputError({ match: [`${where} is a bye: ${players[0]!.name} goes through without playing.`] });
  }
  if (players.length < 2) {
    throw new InvalidInputError({
      match: [
        `${where} waits for its players: ${consolation && input.round === 1 ? 'the first-round matches whose losers play it are' : 'the round before is'} not decided yet.`,
      ],
    });
  }
  const winner = players.find((side) => side.member_id === input.winner_member_id);
  if (!winner) {
    throw new InvalidInputError({
      winner_member_id: [`${where} is ${players.map((side) => side.name).join(' v ')}: the winner is one of them.`],
    });
  }
  return {
    tournament,
    organised,
    chart,
    rounds,
    where,
    line,
    players,
    winner,
    words: resultWords(input, tournament.holes),
  };
}

/** The result in match play's words, or the golf rules' refusal as the field it concerns. */
function resultWords(input: ResultInput, holeCount: number): string {
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
