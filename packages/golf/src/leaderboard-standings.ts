import { allocatedStrokes } from './allocation.js';
import { liveCard } from './live-card.js';
import { rankLive } from './rank-live.js';
import { scoreCard } from './score-card.js';
import type { CountbackFractions, Hole, LeaderboardEntry, ScoringBasis } from './types.js';
import { allocationIndexes, assertOption } from './validation.js';

/** Input of `leaderboardStandings`. */
export type LeaderboardInput = {
  holes: Hole[];
  basis: ScoringBasis;
  entries: LeaderboardEntry[];
  /** `'exact'` by default. */
  countbackFractions?: CountbackFractions;
};

/** A player's line of a live leader board. */
export type LeaderboardStanding = {
  id: string;
  /** `null`: not started, a status, or (stroke play) a hole picked up. */
  position: number | null;
  /** Another player shares the position. */
  tied: boolean;
  /** Holes played. */
  thru: number;
  /** Strokes on the holes scored; `null` before the first. */
  gross: number | null;
  /** Gross minus the playing handicap, once every hole has a score (stroke play only). */
  net: number | null;
  /** Against the par of the holes scored: gross, or net of the strokes received there; `null` before the first. */
  toPar: number | null;
  /** Stableford points so far (`null` on a stroke-play basis). */
  points: number | null;
};

/**
 * A live leader board (rules document "Stroke play, Stableford" and "Countback (ties)"): while cards are being
 * played, players are ranked by their score against the par of the holes they have played, gross, or net of the
 * strokes received on those holes (Rules of Golf Rule 3.3c: allocation by stroke index), or by Stableford points so far.
 * Players level on that share the position while any of them is still playing; once all of them have finished, the
 * countback of `rankField` separates them, so a finished field ranks exactly as `rankField` ranks it. A player with a
 * status, one not started, or on a stroke-play basis one who picked up a hole (no return) has no position and sorts
 * last.
 *
 * @returns best first
 */
export function leaderboardStandings(input: LeaderboardInput): LeaderboardStanding[] {
  const { holes, basis, entries, countbackFractions = 'exact' } = input;
  const cardIndexes = allocationIndexes(holes);
  assertOption(basis, 'basis', ['gross', 'net', 'stableford'] as const);
  assertOption(countbackFractions, 'countbackFractions', ['exact', 'round_half_up'] as const);
  const holeCount = holes.length;
  const stableford = basis === 'stableford';
  const lines = entries.map((entry, entryIndex) => {
    const field = `entries[${entryIndex}]`;
    const { card, indexes } = liveCard(entry, holes, cardIndexes, field);
    let thru = 0;
    let scored = 0;
    let gross = 0;
    let grossToPar = 0;
    let netToPar = 0;
    let points = 0;
    let pickedUp = false;
    card.forEach((hole, holeIndex) => {
      const strokes = entry.strokes[holeIndex] ?? null;
      const played = entry.played?.[holeIndex] ?? strokes !== null;
      if (!played) return;
      thru += 1;
      const received = allocatedStrokes(entry.playingHandicap, indexes[holeIndex] ?? 0, holeCount);
      if (strokes === null) {
        pickedUp = true;
        return;
      }
      scored += 1;
      gross += strokes;
      grossToPar += strokes - hole.par;
      netToPar += strokes - hole.par - received;
      points += Math.max(0, 2 + hole.par + received - strokes);
    });
    const finished = thru === holeCount;
    const ranked = entry.status === undefined && thru > 0 && (stableford || !pickedUp);
    const toPar = scored === 0 ? null : basis === 'net' ? netToPar : grossToPar;
    const standingKey = stableford ? -points : basis === 'net' ? netToPar : grossToPar;
    const finishedCard = finished
      ? scoreCard(card, indexes, entry.strokes, entry.playingHandicap, basis, countbackFractions)
      : null;
    return {
      id: entry.id,
      thru,
      gross: scored === 0 ? null : gross,
      net: !stableford && finished && !pickedUp ? gross - entry.playingHandicap : null,
      toPar,
      points: stableford ? points : null,
      finished,
      ranked,
      standingKey,
      countbackKeys: finishedCard?.countbackKeys ?? [],
    };
  });
  return rankLive(lines).map(({ index, position, tied }) => {
    const line = lines[index]!;
    return {
      id: line.id,
      position,
      tied,
      thru: line.thru,
      gross: line.gross,
      net: line.net,
      toPar: line.toPar,
      points: line.points,
    };
  });
}
