import { courseLimits, type CourseCardInput } from '@fairway/contract';
import { courseCardProblems, type StrokeIndexField } from '@fairway/golf';
import type { CourseCard } from '../../../providers/courseCard';

/**
 * The scorecard grid's model, apart from React: the card as the cells a person types into (text, so that a half-typed
 * or wrong value stays on screen with its message), the sums, the problems the server would refuse, the server's
 * refusals placed on their cells, and the moves and pastes of a spreadsheet.
 */

export type CardColumn =
  | { field: 'par' | 'stroke_index' | 'stroke_index_ladies' }
  | { field: 'distance'; teeSetId: number; teeSetName: string; teeSetColour: string };

/** The card as typed: one row per hole number, one text per column. */
export interface CardDraft {
  numbers: number[];
  names: string[];
  cells: string[][];
}

/** A message for a cell or the card: an i18n key with its arguments, or the server's own words. */
export type CardMessage = { key: string; args?: Record<string, string | number> } | { text: string };

/** Cell problems by `cellKey(row, column)`, and the card's own (missing indexes, a wrong hole count). */
export interface CardProblems {
  cells: Map<string, CardMessage>;
  card: CardMessage[];
}

export interface CellPosition {
  row: number;
  column: number;
}

export const cellKey = (row: number, column: number) => `${row}:${column}`;

/** Par, stroke index, ladies' stroke index, then one distance per tee set in the card's order. */
export function columnsOf(card: CourseCard): CardColumn[] {
  return [
    { field: 'par' },
    { field: 'stroke_index' },
    { field: 'stroke_index_ladies' },
    ...card.tee_sets.map((teeSet) => ({
      field: 'distance' as const,
      teeSetId: teeSet.id,
      teeSetName: teeSet.name,
      teeSetColour: teeSet.colour,
    })),
  ];
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** Every hole of the course, 1 to its hole count, with what the card stores (empty cells for holes not yet stored). */
export function draftOf(card: CourseCard): CardDraft {
  const columns = columnsOf(card);
  const numbers = Array.from({ length: card.holes_count }, (_, index) => index + 1);
  const holeOf = new Map(card.holes.map((hole) => [hole.number, hole]));
  return {
    numbers,
    names: numbers.map((number) => holeOf.get(number)?.name ?? ''),
    cells: numbers.map((number) => {
      const hole = holeOf.get(number);
      return columns.map((column) => {
        if (!hole) return '';
        if (column.field !== 'distance') return text(hole[column.field]);
        return text(hole.distances.find((entry) => entry.hole_category_id === column.teeSetId)?.distance);
      });
    }),
  };
}

/** A cell's text as a whole number: null when empty, NaN when it is not one. */
export function wholeNumberOf(cell: string): number | null {
  const trimmed = cell.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** What Save sends: every hole in number order (the row is the position the server's errors name). */
export function cardInputOf(draft: CardDraft, columns: readonly CardColumn[]): CourseCardInput {
  const valueOf = (row: number, field: CardColumn['field']) => {
    const column = columns.findIndex((each) => each.field === field);
    return wholeNumberOf(draft.cells[row]![column]!);
  };
  return {
    holes: draft.numbers.map((number, row) => ({
      number,
      name: draft.names[row]!,
      par: valueOf(row, 'par') ?? 0,
      stroke_index: valueOf(row, 'stroke_index') ?? 0,
      stroke_index_ladies: valueOf(row, 'stroke_index_ladies'),
      distances: columns.flatMap((column, index) =>
        column.field === 'distance'
          ? [{ hole_category_id: column.teeSetId, distance: wholeNumberOf(draft.cells[row]![index]!) }]
          : [],
      ),
    })),
  };
}

export interface CardSum {
  /** `out` holes 1-9, `in` holes 10-18, `total` every hole. */
  name: 'out' | 'in' | 'total';
  /** The row after which the sum is shown. */
  afterRow: number;
  /** Per column: the sum of its whole numbers (par and distances), or null (stroke indexes, or nothing entered). */
  values: (number | null)[];
}

/** Out and In on a course of 18 holes or more, then the Total; a 9-hole card has just its Total. */
export function cardSums(draft: CardDraft, columns: readonly CardColumn[]): CardSum[] {
  const sumOf = (rows: number[]) =>
    columns.map((column, index) => {
      if (column.field === 'stroke_index' || column.field === 'stroke_index_ladies') return null;
      const values = rows
        .map((row) => wholeNumberOf(draft.cells[row]![index]!))
        .filter((value): value is number => value !== null && !Number.isNaN(value));
      return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0);
    });
  const rowsOf = (first: number, last: number) =>
    draft.numbers.flatMap((number, row) => (number >= first && number <= last ? [row] : []));
  const count = draft.numbers.length;
  const total: CardSum = { name: 'total', afterRow: count - 1, values: sumOf(rowsOf(1, count)) };
  if (count < 18) return [total];
  return [
    { name: 'out', afterRow: rowsOf(1, 9).at(-1)!, values: sumOf(rowsOf(1, 9)) },
    { name: 'in', afterRow: rowsOf(10, 18).at(-1)!, values: sumOf(rowsOf(10, 18)) },
    total,
  ];
}

const strokeIndexWords = {
  strokeIndex: 'fairway.card.words.stroke_index',
  strokeIndexLadies: 'fairway.card.words.stroke_index_ladies',
} as const;

const strokeIndexColumn = { strokeIndex: 'stroke_index', strokeIndexLadies: 'stroke_index_ladies' } as const;

/**
 * What the server would refuse, found as a person types: empty required cells, text that is not a whole number, par
 * outside 3-6, a distance outside 1-999, and the card rule of `@fairway/golf` (the one the server applies): an
 * index out of its loop's range, a clash marked on both holes (each naming the other), and the indexes missing
 * once every hole has one. A cell shows its first problem.
 */
export function cardProblems(draft: CardDraft, columns: readonly CardColumn[]): CardProblems {
  const problems: CardProblems = { cells: new Map(), card: [] };
  const numbers = new Map<string, (number | null)[]>();
  columns.forEach((column, index) => {
    const values = draft.cells.map((cells, row) => {
      const value = wholeNumberOf(cells[index]!);
      const key = cellKey(row, index);
      if (value === null) {
        if (column.field === 'par' || column.field === 'stroke_index') {
          problems.cells.set(key, { key: 'ra.validation.required' });
        }
      } else if (Number.isNaN(value)) problems.cells.set(key, { key: 'fairway.card.problems.whole_number' });
      else if (column.field === 'par' && (value < courseLimits.par.min || value > courseLimits.par.max)) {
        problems.cells.set(key, { key: 'fairway.card.problems.par', args: courseLimits.par });
      } else if (
        column.field === 'distance' &&
        (value < courseLimits.distance.min || value > courseLimits.distance.max)
      ) {
        problems.cells.set(key, { key: 'fairway.card.problems.distance', args: courseLimits.distance });
      }
      return value !== null && !Number.isNaN(value) ? value : null;
    });
    numbers.set(column.field, values);
  });

  const found = courseCardProblems({
    holeCount: draft.numbers.length,
    holes: draft.numbers.map((number, row) => ({
      number,
      strokeIndex: numbers.get('stroke_index')![row]!,
      strokeIndexLadies: numbers.get('stroke_index_ladies')![row]!,
    })),
  });
  const mark = (row: number, field: StrokeIndexField, message: CardMessage) => {
    const key = cellKey(
      row,
      columns.findIndex((each) => each.field === strokeIndexColumn[field]),
    );
    if (!problems.cells.has(key)) problems.cells.set(key, message);
  };
  for (const problem of found) {
    if (problem.rule === 'stroke_index_out_of_range') {
      const { position, field, strokeIndex, maximum } = problem;
      mark(position, field, {
        key: 'fairway.card.problems.stroke_index_range',
        args: { words: strokeIndexWords[field], strokeIndex, maximum },
      });
    } else if (problem.rule === 'stroke_index_repeated') {
      const { position, field, strokeIndex, otherHole } = problem;
      mark(position, field, {
        key: 'fairway.card.problems.stroke_index_clash',
        args: { words: strokeIndexWords[field], strokeIndex, hole: otherHole },
      });
    } else if (problem.rule === 'stroke_index_lacking') {
      const { field, firstHole, lastHole, strokeIndexes } = problem;
      problems.card.push({
        key: 'fairway.card.problems.stroke_index_missing',
        args: { words: strokeIndexWords[field], first: firstHole, last: lastHole, missing: strokeIndexes.join(', ') },
      });
    }
    // The draft has each of the course's holes once, in number order: no problem of hole numbers or count.
  }
  return problems;
}

const fieldOfKey: Record<string, CardColumn['field']> = {
  par: 'par',
  stroke_index: 'stroke_index',
  stroke_index_ladies: 'stroke_index_ladies',
};

/**
 * A refused save's field errors (decision 0031: keyed by the request's path) on the cells they name:
 * `holes.<row>.<field>` and `holes.<row>.distances.<tee set>.<field>` go to their cell, anything else (`holes`,
 * `stroke_index`, a hole's number or name) to the card.
 */
export function serverProblems(body: unknown, columns: readonly CardColumn[]): CardProblems {
  const problems: CardProblems = { cells: new Map(), card: [] };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return problems;
  const distanceColumns = columns.flatMap((column, index) => (column.field === 'distance' ? [index] : []));
  for (const [key, value] of Object.entries(body)) {
    const message = { text: Array.isArray(value) ? value.map(String).join(' ') : String(value) };
    const holeField = /^holes\.(\d+)\.(\w+)$/.exec(key);
    const distanceField = /^holes\.(\d+)\.distances\.(\d+)\.\w+$/.exec(key);
    if (holeField && fieldOfKey[holeField[2]!]) {
      const column = columns.findIndex((each) => each.field === fieldOfKey[holeField[2]!]);
      problems.cells.set(cellKey(Number(holeField[1]), column), message);
    } else if (distanceField && distanceColumns[Number(distanceField[2])] !== undefined) {
      problems.cells.set(cellKey(Number(distanceField[1]), distanceColumns[Number(distanceField[2])]!), message);
    } else {
      const position = /^holes\.(\d+)\./.exec(key);
      problems.card.push(
        position
          ? { key: 'fairway.card.problems.of_hole', args: { hole: Number(position[1]) + 1, message: message.text } }
          : message,
      );
    }
  }
  return problems;
}

/** Where a key moves the focus, as in a spreadsheet: arrows one cell, Enter down (Shift+Enter up); null: not a move. */
export function moveFrom(
  at: CellPosition,
  key: string,
  shiftKey: boolean,
  size: { rows: number; columns: number },
): CellPosition | null {
  const clamp = (value: number, count: number) => Math.min(Math.max(value, 0), count - 1);
  const step: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
    Enter: [shiftKey ? -1 : 1, 0],
  };
  const [rows, columns] = step[key] ?? [];
  if (rows === undefined || columns === undefined) return null;
  return { row: clamp(at.row + rows, size.rows), column: clamp(at.column + columns, size.columns) };
}

/**
 * Text pasted from a spreadsheet (rows on lines, cells split by tabs) laid from the focused cell downward and across;
 * what falls beyond the card is left out. Null when the text is a single value, which the cell takes as typed.
 */
export function pasteInto(draft: CardDraft, at: CellPosition, pasted: string): CardDraft | null {
  if (!/[\t\r\n]/.test(pasted)) return null;
  const lines = pasted.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const cells = draft.cells.map((row) => [...row]);
  lines.forEach((line, down) => {
    const row = cells[at.row + down];
    if (!row) return;
    line.split('\t').forEach((value, across) => {
      if (at.column + across < row.length) row[at.column + across] = value.trim();
    });
  });
  return { ...draft, cells };
}

/** The cells whose text differs from the saved card's. */
export function changedCells(draft: CardDraft, saved: CardDraft): Set<string> {
  const changed = new Set<string>();
  draft.cells.forEach((cells, row) =>
    cells.forEach((cell, column) => {
      if (cell.trim() !== (saved.cells[row]?.[column] ?? '').trim()) changed.add(cellKey(row, column));
    }),
  );
  return changed;
}
