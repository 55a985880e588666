import { allocatedStrokes } from './allocation.js';
import { GolfInputError } from './golf-input-error.js';
import type { LeaderboardEntry } from './types.js';
import { liveCard } from './live-card.js';
import { rankLive } from './rank-live.js';
import { countbackLengths } from './score-card.js';
import type { Hole, ScoringBasis } from './types.js';
import { allocationIndexes, assertOption } from './validation.js';
import { assertInteger } from './number-assertions.js';

/** Input of `teamLeaderboardStandings`: each team's members as their cards stand so far. */
export type TeamLeaderboardInput = {
  holes: Hole[];
  basis: ScoringBasis;
  /** N of "best N of M": how many members' scores count on each hole. */
  countingScores: number;
  teams: { id: string; members: LeaderboardEntry[] }[];
};

/** A team's line of a live team board. */
export type TeamLeaderboardStanding = {
  id: string;
  /** `null`: no hole complete yet, or (stroke play) a complete hole short of N scores (no return). */
  position: number | null;
  /** Another team shares the position. */
  tied: boolean;
  /** Holes every member still in play has played: the holes whose counting scores are settled. */
  thru: number;
  /** The counting scores against their par on those holes (stroke play); `null` before the first. */
  toPar: number | null;
  /** The counting Stableford points on those holes (`null` on a stroke-play basis). */
  points: number | null;
  /** Per hole in card order: the ids of the members whose scores count there (none until the hole is complete). */
  counting: string[][];
};

/**
 * A live team board for a best-N-of-M event scored hole by hole (rules document "Team results"; WHS Appendix C best
 * N of 4): a hole counts for a team once every member still in play (no status) has played it, and then its N best
 * scores count, gross or net against par (net of the strokes received by stroke index, each member on their own
 * card), or Stableford points (a picked-up hole is 0 points). Teams are ranked on those scores so far; teams level
 * share the position while any of them still plays, and once all have finished the countback on the combined hole
 * scores (last 9, 6, 3, 1, no fractions) separates them, so a finished field ranks as `teamScore` ranks it per hole.
 * A team with fewer than N scores on a complete stroke-play hole has no return and no position.
 *
 * @returns best first
 */
export function teamLeaderboardStandings(input: TeamLeaderboardInput): TeamLeaderboardStanding[] {
  const { holes, basis, countingScores, teams } = input;
  const cardIndexes = allocationIndexes(holes);
  assertOption(basis, 'basis', ['gross', 'net', 'stableford'] as const);
  assertInteger(countingScores, 'countingScores');
  if (countingScores < 1)
    throw new GolfInputError('countingScores', 'out_of_range', `expected at least 1, got ${countingScores}`);
  const holeCount = holes.length;
  const stableford = basis === 'stableford';

  const lines = teams.map((team, teamIndex) => {
    const cards = team.members.map((member, memberIndex) => {
      const field = `teams[${teamIndex}].members[${memberIndex}]`;
      const { card, indexes } = liveCard(member, holes, cardIndexes, field);
      // Per hole: whether played, and the score that would count, lower better (points negated); null for no score.
      const scores = card.map((hole, holeIndex) => {
        const strokes = member.strokes[holeIndex] ?? null;
        const played = member.played?.[holeIndex] ?? strokes !== null;
        const received =
          basis === 'gross' ? 0 : allocatedStrokes(member.playingHandicap, indexes[holeIndex] ?? 0, holeCount);
        if (!played) return { played, score: null };
        if (stableford)
          return { played, score: strokes === null ? 0 : -Math.max(0, 2 + hole.par + received - strokes) };
        return { played, score: strokes === null ? null : strokes - received - hole.par };
      });
      return { id: member.id, inPlay: member.status === undefined, scores };
    });
    const inPlay = cards.filter((card) => card.inPlay);
    let thru = 0;
    let noReturn = false;
    const holeScores: number[] = [];
    const counting = holes.map((_hole, holeIndex) => {
      const complete = inPlay.length > 0 && inPlay.every((card) => card.scores[holeIndex]?.played);
      if (!complete) {
        holeScores.push(0);
        return [];
      }
      thru += 1;
      const best = inPlay
        .map((card) => ({ id: card.id, score: card.scores[holeIndex]?.score ?? null }))
        .filter((entry): entry is { id: string; score: number } => entry.score !== null)
        .sort((left, right) => left.score - right.score)
        .slice(0, countingScores);
      if (best.length < countingScores && !stableford) noReturn = true;
      holeScores.push(sum(best.map((entry) => entry.score)));
      return best.map((entry) => entry.id);
    });
    const standingKey = sum(holeScores);
    const lastHoles = (length: number) => sum(holeScores.slice(holeCount - length));
    return {
      id: team.id,
      thru,
      finished: thru === holeCount,
      ranked: thru > 0 && !noReturn,
      standingKey,
      countbackKeys: countbackLengths(holeCount).map(lastHoles),
      counting,
    };
  });

  return rankLive(lines).map(({ index, position, tied }) => {
    const line = lines[index]!;
    return {
      id: line.id,
      position,
      tied,
      thru: line.thru,
      toPar: stableford || line.thru === 0 ? null : line.standingKey,
      // Points are kept negated, lower being better throughout.
      points: stableford ? 0 - line.standingKey : null,
      counting: line.counting,
    };
  });
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
