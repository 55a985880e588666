import type { PeoriaFormat, ResultBasis, ResultCategory, ResultRow } from '@fairway/contract';
import {
  type CountbackFractions,
  type EntryStatus,
  type FieldEntry,
  type FieldTieBreak,
  type IndiaHandicapBand,
  type ScoringBasis,
  countbackNotes,
  peoriaGrossStrokes,
  peoriaHandicap,
  rankField,
} from '@fairway/golf';
import type { EntryCard } from './read-tournament-cards.js';

/** What a calculation ranks: the tournament's terms, its card's hole numbers, its entries' cards, the Peoria draw. */
export type RankResultsInput = {
  format: 'stroke_play' | 'stableford' | PeoriaFormat;
  scoringBasis: 'gross' | 'net' | 'both';
  countbackFractions: CountbackFractions;
  /** The tournament's categories, in its order. */
  categoryNames: string[];
  maxHandicap: number | null;
  holeNumbers: number[];
  entries: EntryCard[];
  /** The Peoria family's hidden holes (card hole numbers); null in other formats. */
  hiddenHoles: number[] | null;
  /** The club's India double Peoria table; the published one when absent. */
  indiaBands?: readonly IndiaHandicapBand[];
};

const statusDisplay: Record<EntryStatus, string> = { no_return: 'NR', disqualified: 'DQ', withdrawn: 'WD' };
const entryStatus = (status: string): EntryStatus | undefined =>
  status in statusDisplay ? (status as EntryStatus) : undefined;

const indiaFormats = new Set<string>(['double_peoria_india', 'double_peoria_without_index']);

/** The tables of a category: one per basis that ranks it, named after the category and, with both, the basis. */
function tablesOf(input: RankResultsInput): { basis: ScoringBasis; suffix: string }[] {
  if (input.format === 'stableford') return [{ basis: 'stableford', suffix: '' }];
  if (input.format !== 'stroke_play') return [{ basis: 'net', suffix: '' }];
  if (input.scoringBasis === 'both') {
    return [
      { basis: 'net', suffix: 'Net' },
      { basis: 'gross', suffix: 'Gross' },
    ];
  }
  return [{ basis: input.scoringBasis, suffix: '' }];
}

/** The basis the results answer names. */
function resultBasis(input: RankResultsInput): ResultBasis {
  if (input.format === 'stableford') return 'stableford';
  if (input.format !== 'stroke_play') return 'net';
  return input.scoringBasis;
}

/**
 * A tournament's results per category from its entries' cards, every number from `@fairway/golf`: stroke play gross
 * and net (`rankField`), Stableford points, and the Peoria family's one-day handicaps from the hidden holes
 * (`peoriaHandicap`; the India formats' gross capped by `peoriaGrossStrokes`, ties to the lower handicap). Positions
 * shared are shown "T2", a player without a result "NR", "WD" or "DQ"; `countbackNotes` says how each tie was split.
 */
export function rankResults(input: RankResultsInput): { basis: ResultBasis; categories: ResultCategory[] } {
  const { format, entries, holeNumbers } = input;
  const peoria = format !== 'stroke_play' && format !== 'stableford';
  const tieBreak: FieldTieBreak = indiaFormats.has(format) ? 'lower_handicap_then_gross_countback' : 'countback';
  const counted = entries.map((entry) => {
    const playingHandicap = entry.playingHandicap ?? 0;
    if (!peoria) return { entry, strokes: entry.strokes, handicap: playingHandicap, peoriaHandicap: null };
    const method = format;
    const handicap = peoriaHandicap({
      method,
      holes: entry.holes.map((hole, index) => ({ number: holeNumbers[index]!, par: hole.par })),
      strokes: entry.strokes,
      hiddenHoles: input.hiddenHoles ?? [],
      declaredHandicap: method === 'double_peoria_india' ? entry.courseHandicap : null,
      maxHandicap: input.maxHandicap,
      ...(input.indiaBands ? { bands: input.indiaBands } : {}),
    });
    const strokes = peoriaGrossStrokes({ method, holes: entry.holes, strokes: entry.strokes });
    return { entry, strokes, handicap, peoriaHandicap: handicap };
  });
  const byCategory = new Map<string, typeof counted>();
  for (const name of input.categoryNames) byCategory.set(name, []);
  for (const line of counted) {
    const lines = byCategory.get(line.entry.category) ?? [];
    lines.push(line);
    byCategory.set(line.entry.category, lines);
  }
  const categories: ResultCategory[] = [];
  for (const [name, lines] of byCategory) {
    if (lines.length === 0) continue;
    const holes = lines[0]!.entry.holes;
    const fieldOf = (pointsOnGross: boolean): FieldEntry[] =>
      lines.map((line) => ({
        id: String(line.entry.memberId),
        strokes: line.strokes,
        playingHandicap: pointsOnGross ? 0 : line.handicap,
        status: entryStatus(line.entry.status),
        holes: line.entry.holes,
      }));
    const fractions = input.countbackFractions;
    const totalsOf = (basis: ScoringBasis, field: FieldEntry[]) =>
      new Map(rankField({ holes, basis, entries: field, countbackFractions: fractions }).map((p) => [p.id, p.total]));
    const gross = totalsOf('gross', fieldOf(false));
    const net = totalsOf('net', fieldOf(false));
    const stablefordOnGross = format === 'stableford' && input.scoringBasis === 'gross';
    const points = format === 'stableford' ? totalsOf('stableford', fieldOf(stablefordOnGross)) : null;
    for (const table of tablesOf(input)) {
      const field = fieldOf(table.basis === 'stableford' && stablefordOnGross);
      const ranking = rankField({ holes, basis: table.basis, entries: field, countbackFractions: fractions, tieBreak });
      const notes = countbackNotes({
        holes,
        basis: table.basis,
        entries: field,
        countbackFractions: fractions,
        tieBreak,
      });
      const shared = new Map<number, number>();
      for (const { position } of ranking) if (position !== null) shared.set(position, (shared.get(position) ?? 0) + 1);
      const lineOf = new Map(lines.map((line, index) => [String(line.entry.memberId), { line, note: notes[index]! }]));
      const rows = ranking.map(({ id, position }): ResultRow => {
        const { line, note } = lineOf.get(id)!;
        const tied = position !== null && (shared.get(position) ?? 0) > 1;
        const status = entryStatus(line.entry.status);
        return {
          position,
          position_display: position === null ? statusDisplay[status ?? 'no_return'] : `${tied ? 'T' : ''}${position}`,
          tied,
          member_id: line.entry.memberId,
          team_id: line.entry.teamId,
          name: line.entry.name,
          playing_handicap: line.entry.playingHandicap,
          peoria_handicap: line.peoriaHandicap,
          gross: gross.get(id) ?? null,
          net: net.get(id) ?? null,
          points: points?.get(id) ?? null,
          countback: note,
        };
      });
      categories.push({ category: [name, table.suffix].filter(Boolean).join(' '), rows });
    }
  }
  return { basis: resultBasis(input), categories };
}
