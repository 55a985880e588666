import type { PeoriaFormat, ResultBasis, ResultCategory, ResultRow } from '@fairway/contract';
import {
  type CountbackFractions,
  type EntryStatus,
  type FieldEntry,
  type FieldTieBreak,
  type IndiaHandicapBand,
  type ScoringBasis,
  type Hole,
  type Placing,
  countbackNotes,
  eventCountbackNotes,
  peoriaGrossStrokes,
  peoriaHandicap,
  rankEvent,
  rankField,
} from '@fairway/golf';
import type { EntryCard, EntryRoundCard } from './read-tournament-cards.js';

/** What a calculation ranks: the tournament's terms, its card's hole numbers, its entries' cards, the Peoria draw. */
export type RankResultsInput = {
  format: 'stroke_play' | 'stableford' | PeoriaFormat;
  scoringBasis: 'gross' | 'net' | 'both';
  countbackFractions: CountbackFractions;
  /** The tournament's categories, in its order. */
  categoryNames: string[];
  maxHandicap: number | null;
  /** The hole numbers of each round's card, in card order. */
  roundHoleNumbers: number[][];
  entries: EntryCard[];
  /** The Peoria family's hidden holes (card hole numbers); null in other formats. */
  hiddenHoles: number[] | null;
  /** The club's India double Peoria table; the published one when absent. */
  indiaBands?: readonly IndiaHandicapBand[];
};

const statusDisplay: Record<EntryStatus, string> = { no_return: 'NR', disqualified: 'DQ', withdrawn: 'WD' };
const entryStatus = (status: string): EntryStatus | undefined =>
  status in statusDisplay ? (status as EntryStatus) : undefined;

/** How each Peoria method splits players level on net (rules document "Peoria family"). */
const peoriaTieBreaks: Record<PeoriaFormat, FieldTieBreak> = {
  peoria: 'gross_countback',
  double_peoria: 'gross_countback',
  double_peoria_india: 'lower_handicap_then_gross_countback',
  double_peoria_without_index: 'lower_handicap_then_gross_countback',
};

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

/** An entry's cards as ranked, with the handicap that counts. */
type RankedEntry = { id: string; status: EntryStatus | undefined; handicap: number; rounds: EntryRoundCard[] };

/**
 * A field's placings and countback notes (in the field's order) on one basis: `rankField` and `countbackNotes` for a
 * one-round event, `rankEvent` and `eventCountbackNotes` (the last round first) for more.
 */
function rankOn(
  basis: ScoringBasis,
  field: RankedEntry[],
  fractions: CountbackFractions,
  tieBreak: FieldTieBreak,
): { placings: Placing[]; notes: string[] } {
  if (field[0]!.rounds.length === 1) {
    const holes: Hole[] = field[0]!.rounds[0]!.holes;
    const entries: FieldEntry[] = field.map((entry) => ({
      id: entry.id,
      strokes: entry.rounds[0]!.strokes,
      playingHandicap: entry.handicap,
      status: entry.status,
      holes: entry.rounds[0]!.holes,
    }));
    const input = { holes, basis, entries, countbackFractions: fractions, tieBreak };
    return { placings: rankField(input), notes: countbackNotes(input) };
  }
  const input = {
    basis,
    rounds: field[0]!.rounds.map((round) => ({ holes: round.holes })),
    entries: field.map((entry) => ({
      id: entry.id,
      status: entry.status,
      rounds: entry.rounds.map((round) => ({
        strokes: round.strokes,
        playingHandicap: entry.handicap,
        holes: round.holes,
      })),
    })),
    countbackFractions: fractions,
  };
  return { placings: rankEvent(input), notes: eventCountbackNotes(input) };
}

/**
 * A tournament's results per category from its entries' cards, every number from `@fairway/golf`: stroke play gross
 * and net and Stableford points (`rankField`; `rankEvent` over several rounds, the last round first on a tie), and the
 * Peoria family's one-day handicaps from the hidden holes (`peoriaHandicap`, the India band that of the Handicap
 * Index on the day; the India formats' gross capped by `peoriaGrossStrokes`), their ties to gross countback on the
 * last 9, 6 and 3 holes, after the lower handicap in the India formats. Positions shared are shown "T2", a player without a result "NR",
 * "WD" or "DQ"; the countback notes say how each tie was split.
 */
export function rankResults(input: RankResultsInput): { basis: ResultBasis; categories: ResultCategory[] } {
  const { format, entries } = input;
  const peoria = format !== 'stroke_play' && format !== 'stableford';
  const tieBreak: FieldTieBreak = peoria ? peoriaTieBreaks[format] : 'countback';
  const counted = entries.map((entry) => {
    const playingHandicap = entry.playingHandicap ?? 0;
    if (!peoria) return { entry, rounds: entry.rounds, handicap: playingHandicap, peoriaHandicap: null };
    // The Peoria family is played in one round.
    const method = format;
    const [card] = entry.rounds;
    const handicap = peoriaHandicap({
      method,
      holes: card!.holes.map((hole, index) => ({ number: input.roundHoleNumbers[0]![index]!, par: hole.par })),
      strokes: card!.strokes,
      hiddenHoles: input.hiddenHoles ?? [],
      handicapIndex: method === 'double_peoria_india' ? entry.handicapIndex : null,
      maxHandicap: input.maxHandicap,
      ...(input.indiaBands ? { bands: input.indiaBands } : {}),
    });
    const strokes = peoriaGrossStrokes({ method, holes: card!.holes, strokes: card!.strokes });
    return { entry, rounds: [{ ...card!, strokes }], handicap, peoriaHandicap: handicap };
  });
  const byCategory = new Map<string, typeof counted>();
  for (const name of input.categoryNames) byCategory.set(name, []);
  for (const line of counted) {
    const lines = byCategory.get(line.entry.category) ?? [];
    lines.push(line);
    byCategory.set(line.entry.category, lines);
  }
  const fractions = input.countbackFractions;
  const stablefordOnGross = format === 'stableford' && input.scoringBasis === 'gross';
  const categories: ResultCategory[] = [];
  for (const [name, lines] of byCategory) {
    if (lines.length === 0) continue;
    const fieldOf = (pointsOnGross: boolean): RankedEntry[] =>
      lines.map((line) => ({
        id: String(line.entry.memberId),
        status: entryStatus(line.entry.status),
        handicap: pointsOnGross ? 0 : line.handicap,
        rounds: line.rounds,
      }));
    const totalsOf = (basis: ScoringBasis, pointsOnGross = false) =>
      new Map(rankOn(basis, fieldOf(pointsOnGross), fractions, 'countback').placings.map((p) => [p.id, p.total]));
    const gross = totalsOf('gross');
    const net = totalsOf('net');
    const points = format === 'stableford' ? totalsOf('stableford', stablefordOnGross) : null;
    for (const table of tablesOf(input)) {
      const { placings, notes } = rankOn(
        table.basis,
        fieldOf(table.basis === 'stableford' && stablefordOnGross),
        fractions,
        tieBreak,
      );
      const shared = new Map<number, number>();
      for (const { position } of placings) if (position !== null) shared.set(position, (shared.get(position) ?? 0) + 1);
      const lineOf = new Map(lines.map((line, index) => [String(line.entry.memberId), { line, note: notes[index]! }]));
      const rows = placings.map(({ id, position }): ResultRow => {
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
