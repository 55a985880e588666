import { countbackFigure } from './countback-figure.js';
import { eventCards } from './event-cards.js';
import type { RankEventInput } from './types.js';
import { rankByKeys } from './rank-by-keys.js';
import { fromTenths } from './rounding.js';
import { countbackLengths } from './score-card.js';

/**
 * How a multi-round event's countback placed each entry against a player level with it on the event total (rules
 * document "Countback (ties)": the last round first), in words: "better round 2: 70 v 72" when a round's score split
 * them, "worse round 2 last 9: 36 v 35" when its countback did (net after the handicap share, Stableford in points);
 * "tie stands: ..." for players who still share a position; `''` where no one is level. Compared as `countbackNotes`
 * compares; ranks exactly as `rankEvent`.
 *
 * @returns one note per entry, in input order
 */
export function eventCountbackNotes(input: RankEventInput): string[] {
  const { basis, rounds } = input;
  const scored = eventCards(input);
  // What each sort key after the total compares: a round's score, or one of its countback segments.
  const steps = rounds
    .map((round, index) => ({ number: index + 1, lengths: countbackLengths(round.holes.length) }))
    .toReversed()
    .flatMap((round) => [
      { round: round.number, length: null as number | null },
      ...round.lengths.map((length) => ({ round: round.number, length })),
    ]);
  const { order } = rankByKeys(scored.map((entry) => entry.keys));
  const notes = scored.map(() => '');
  const level = (left: number | undefined, right: number | undefined) =>
    left !== undefined &&
    right !== undefined &&
    scored[left]!.keys !== null &&
    scored[right]!.keys !== null &&
    scored[left]!.keys![0] === scored[right]!.keys![0];
  const same = (left: number, right: number) =>
    scored[left]!.keys!.every((key, keyIndex) => key === scored[right]!.keys![keyIndex]);
  const points = basis === 'stableford' ? ' points' : '';
  order.forEach((index, place) => {
    const above = order[place - 1];
    const below = order[place + 1];
    const levelAbove = level(above, index);
    const levelBelow = level(index, below);
    if ((levelAbove && same(above!, index)) || (levelBelow && same(index, below!))) {
      notes[index] = 'tie stands: level on every round and its countback';
      return;
    }
    const other = levelAbove ? above : levelBelow ? below : undefined;
    if (other === undefined) return;
    const own = scored[index]!.keys!;
    const theirs = scored[other]!.keys!;
    const keyIndex = own.findIndex((key, position) => key !== theirs[position]);
    const step = steps[keyIndex - 1]!;
    const better = own[keyIndex]! < theirs[keyIndex]!;
    const figure = (key: number) =>
      step.length === null && basis === 'net' ? String(fromTenths(key)) : countbackFigure(key, basis);
    const segment = step.length === null ? '' : step.length === 1 ? ' last hole' : ` last ${step.length}`;
    notes[index] =
      `${better ? 'better' : 'worse'} round ${step.round}${segment}: ${figure(own[keyIndex]!)} v ${figure(theirs[keyIndex]!)}${points}`;
  });
  return notes;
}
