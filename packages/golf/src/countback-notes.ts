import { countbackFigure } from './countback-figure.js';
import { fieldCard } from './field-card.js';
import type { RankFieldInput } from './rank-field.js';
import { rankByKeys } from './rank-by-keys.js';
import { fromTenths } from './rounding.js';
import { countbackLengths } from './score-card.js';
import { FIELD_TIE_BREAKS, tieBreakKeys } from './tie-break-keys.js';
import { allocationIndexes, assertOption } from './validation.js';

/** "last 9", "last 6", "last 3", "last hole": a countback segment in words. */
const segmentWords = (length: number) => (length === 1 ? 'last hole' : `last ${length}`);

/**
 * How countback placed each entry of a field against a player level with it on the total (rules document
 * "Countback (ties)"), in words: "better last 9: 17 v 18" for the player placed ahead, "worse last 9: 18 v 17" for the
 * one behind (net figures after the handicap share, Stableford in points); in the Peoria family gross strokes,
 * "better gross last 9: 40 v 41", after "lower handicap: 10.8 v 12" in the India formats. A tie countback could not
 * split says so ("tie stands: level on the last 9, 6, 3 and 1 holes", "tie stands: level on gross over the last 9, 6
 * and 3 holes") for every player sharing the position. Any other entry is
 * compared with the one just above it on the same total, the first of a group with the one just below; an entry no one is level with, or without a position,
 * has no note (`''`). Ranks exactly as `rankField`.
 *
 * @returns one note per entry, in input order
 */
export function countbackNotes(input: RankFieldInput): string[] {
  const { holes, basis, entries, countbackFractions = 'exact', tieBreak = 'countback' } = input;
  const indexes = allocationIndexes(holes);
  assertOption(basis, 'basis', ['gross', 'net', 'stableford'] as const);
  assertOption(countbackFractions, 'countbackFractions', ['exact', 'round_half_up'] as const);
  assertOption(tieBreak, 'tieBreak', FIELD_TIE_BREAKS);
  const lengths = countbackLengths(holes.length);
  const gross = tieBreak !== 'countback';
  const india = tieBreak === 'lower_handicap_then_gross_countback';
  const cards = entries.map((entry, index) => fieldCard(entry, index, holes, indexes, basis, countbackFractions));
  const tieBreaks = entries.map((entry, index) => {
    const card = cards[index]!;
    if (entry.status !== undefined || !(card.complete || basis === 'stableford')) return null;
    return tieBreakKeys(card, entry.playingHandicap, tieBreak);
  });
  const { order } = rankByKeys(
    tieBreaks.map((keys, index) => (keys === null ? null : [cards[index]!.totalKey, ...keys])),
  );
  const notes = entries.map(() => '');
  const level = (left: number | undefined, right: number | undefined) =>
    left !== undefined &&
    right !== undefined &&
    tieBreaks[left] !== null &&
    tieBreaks[right] !== null &&
    cards[left]!.totalKey === cards[right]!.totalKey;
  const same = (left: number, right: number) =>
    tieBreaks[left]!.every((key, keyIndex) => key === tieBreaks[right]![keyIndex]);
  order.forEach((index, place) => {
    const above = order[place - 1];
    const below = order[place + 1];
    const levelAbove = level(above, index);
    const levelBelow = level(index, below);
    if ((levelAbove && same(above!, index)) || (levelBelow && same(index, below!))) {
      const compared = lengths.slice(0, gross ? 3 : lengths.length);
      const segments = `${compared.slice(0, -1).join(', ')} and ${compared.at(-1)}`;
      const over = india ? 'handicap and gross over ' : gross ? 'gross over ' : '';
      notes[index] = `tie stands: level on ${over}the last ${segments} holes`;
      return;
    }
    const other = levelAbove ? above : levelBelow ? below : undefined;
    if (other === undefined) return;
    const own = tieBreaks[index]!;
    const theirs = tieBreaks[other]!;
    const step = own.findIndex((key, keyIndex) => key !== theirs[keyIndex]);
    const better = own[step]! < theirs[step]!;
    if (india && step === 0) {
      const figures = `${fromTenths(own[0]!)} v ${fromTenths(theirs[0]!)}`;
      notes[index] = `${better ? 'lower' : 'higher'} handicap: ${figures}`;
      return;
    }
    const length = lengths[india ? step - 1 : step]!;
    const figureBasis = gross ? 'gross' : basis;
    const figures = `${countbackFigure(own[step]!, figureBasis)} v ${countbackFigure(theirs[step]!, figureBasis)}`;
    const points = basis === 'stableford' && !gross ? ' points' : '';
    notes[index] =
      `${better ? 'better' : 'worse'} ${gross ? 'gross ' : ''}${segmentWords(length)}: ${figures}${points}`;
  });
  return notes;
}
