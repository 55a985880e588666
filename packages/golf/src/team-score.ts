import { allocatedStrokes } from './allocation.js';
import { GolfInputError } from './golf-input-error.js';
import { ownCard } from './own-card.js';
import { rankByKeys } from './rank-by-keys.js';
import { countbackLengths } from './score-card.js';
import type { EntryStatus, Hole, PlayerCard, ScoringBasis } from './types.js';
import { ENTRY_STATUSES, allocationIndexes, assertOption, assertStrokes } from './validation.js';
import { assertInteger, assertWholeHandicap } from './number-assertions.js';

/** Whether a team counts its best N scores on each hole or its best N rounds. */
export type TeamScoring = 'per_hole' | 'per_round';

/** A team member's card in `teamScore`. */
export type TeamMember = PlayerCard & { status?: EntryStatus };

/** Input of `teamScore` (rules document, "Team results"; WHS Appendix C best N of M). */
export type TeamScoreInput = {
  /** The event's card: the card of a member without their own (`PlayerCard.holes`). */
  holes: Hole[];
  basis: ScoringBasis;
  /** N of "best N of M": how many members' scores count. */
  countingScores: number;
  /** Best N on each hole, or the best N members' rounds. */
  scoring: TeamScoring;
  teams: { id: string; members: TeamMember[] }[];
};

/** A team's line in the results of `teamScore`. */
export type TeamPlacing = {
  id: string;
  position: number | null;
  /** Strokes (lower is better) or points (higher is better); `null` when the team has no return. */
  total: number | null;
  /** The counting scores combined per hole, used for the countback. */
  holeScores: (number | null)[];
};

/**
 * Team results of a best-N-of-M event (rules document, "Team results"; WHS Appendix C best N of 4; ties by
 * Committee Procedures 5A(7) countback): a team's score is the sum of its best N
 * members' gross, net or Stableford scores, either hole by hole or by whole rounds. Net scores are taken hole by hole
 * as allocated (strokes received by stroke index), each member on their own card (their tee set's and gender's pars and
 * stroke indexes). Teams are ranked on the total, then by countback on their combined
 * hole scores over the last 9, 6, 3 and 1 holes, without fractions; teams still equal share a position. A team
 * with fewer than N scores on a hole (stroke play, per hole) or fewer than N complete cards (per round) has no
 * return and no position; members with a status do not count.
 */
export function teamScore(input: TeamScoreInput): TeamPlacing[] {
  const { holes, basis, countingScores, scoring, teams } = input;
  const indexes = allocationIndexes(holes);
  assertOption(basis, 'basis', ['gross', 'net', 'stableford'] as const);
  assertOption(scoring, 'scoring', ['per_hole', 'per_round'] as const);
  assertInteger(countingScores, 'countingScores');
  if (countingScores < 1)
    throw new GolfInputError('countingScores', 'out_of_range', `expected at least 1, got ${countingScores}`);
  const higherIsBetter = basis === 'stableford';
  const holeCount = holes.length;

  const scoredTeams = teams.map((team, teamIndex) => {
    const members = team.members.flatMap((member, memberIndex) => {
      const field = `teams[${teamIndex}].members[${memberIndex}]`;
      assertStrokes(member.strokes, holeCount, `${field}.strokes`);
      if (basis !== 'gross') assertWholeHandicap(member.playingHandicap, `${field}.playingHandicap`);
      if (member.status !== undefined) assertOption(member.status, `${field}.status`, ENTRY_STATUSES);
      const own = ownCard(member.holes, holes, indexes, `${field}.holes`);
      return member.status === undefined ? [{ member, ...own }] : [];
    });
    // Per member and hole: strokes (net as allocated) or points; null where a stroke-play hole has no score.
    const memberHoleScores = members.map(({ member, card, indexes: ownIndexes }) =>
      card.map((hole, holeIndex) => {
        const strokes = member.strokes[holeIndex] ?? null;
        const received =
          basis === 'gross' ? 0 : allocatedStrokes(member.playingHandicap, ownIndexes[holeIndex] ?? 0, holeCount);
        if (basis === 'stableford') return strokes === null ? 0 : Math.max(0, 2 + hole.par + received - strokes);
        return strokes === null ? null : strokes - received;
      }),
    );
    const better = (left: number, right: number): number => (higherIsBetter ? right - left : left - right);
    let holeScores: (number | null)[];
    if (scoring === 'per_hole') {
      holeScores = holes.map((_hole, holeIndex) => {
        const scores = memberHoleScores
          .map((card) => card[holeIndex] ?? null)
          .filter((score): score is number => score !== null);
        if (scores.length < countingScores) return higherIsBetter ? sum(scores) : null;
        return sum(scores.sort(better).slice(0, countingScores));
      });
    } else {
      const rounds = memberHoleScores
        .filter((card) => card.every((score) => score !== null))
        .map((card) => ({ card: card as number[], total: sum(card as number[]) }));
      const counting = rounds.sort((left, right) => better(left.total, right.total)).slice(0, countingScores);
      holeScores =
        counting.length < countingScores && !higherIsBetter
          ? holes.map(() => null)
          : holes.map((_hole, holeIndex) => sum(counting.map((round) => round.card[holeIndex] ?? 0)));
    }
    const complete = holeScores.every((score) => score !== null);
    const values = holeScores.map((score) => score ?? 0);
    const sign = higherIsBetter ? -1 : 1;
    const lastHoles = (length: number): number => sign * sum(values.slice(holeCount - length));
    const keys = complete ? [lastHoles(holeCount), ...countbackLengths(holeCount).map(lastHoles)] : null;
    return { id: team.id, holeScores, total: complete ? sum(values) : null, keys };
  });

  const { order, positions } = rankByKeys(scoredTeams.map((team) => team.keys));
  return order.map((index) => {
    const team = scoredTeams[index] as (typeof scoredTeams)[number];
    return { id: team.id, position: positions[index] ?? null, total: team.total, holeScores: team.holeScores };
  });
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
