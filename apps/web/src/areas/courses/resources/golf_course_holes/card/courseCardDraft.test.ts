import { describe, expect, it } from 'vitest';
import {
  cardInputOf,
  cardProblems,
  cardSums,
  cellKey,
  changedCells,
  columnsOf,
  draftOf,
  moveFrom,
  pasteInto,
  serverProblems,
} from './courseCardDraft';
import { demoCard } from './testCard';

const card = demoCard();
const columns = columnsOf(card);
const [PAR, STROKE_INDEX, LADIES, WHITE, RED] = [0, 1, 2, 3, 4];
const withCell = (row: number, column: number, value: string) => {
  const draft = draftOf(card);
  draft.cells[row]![column] = value;
  return draft;
};

describe('the course card as cells', () => {
  it('has par, both stroke indexes and a distance per tee set as columns, a row per hole', () => {
    expect(columns.map((column) => (column.field === 'distance' ? column.teeSetName : column.field))).toEqual([
      'par',
      'stroke_index',
      'stroke_index_ladies',
      'White',
      'Red',
    ]);
    const draft = draftOf(card);
    expect(draft.numbers).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect(draft.cells[0]).toEqual(['4', '7', '', '385', '']);
  });

  it('gives holes the card does not have yet empty cells', () => {
    const draft = draftOf({ ...card, holes: card.holes.slice(0, 2) });
    expect(draft.cells).toHaveLength(18);
    expect(draft.cells[17]).toEqual(['', '', '', '', '']);
  });

  it('sums par and each tee set out, in and in total: the demo course is 36, 36 and 72', () => {
    const sums = cardSums(draftOf(card), columns);
    expect(sums.map(({ name, afterRow, values }) => [name, afterRow, values])).toEqual([
      ['out', 8, [36, null, null, 3295, null]],
      ['in', 17, [36, null, null, 3330, null]],
      ['total', 17, [72, null, null, 6625, null]],
    ]);
  });

  it('sums a 9-hole card only in total, and leaves out cells that are not numbers', () => {
    const nine = { ...card, holes_count: 9, holes: card.holes.slice(0, 9) };
    const draft = draftOf(nine);
    draft.cells[0]![PAR] = 'x';
    const sums = cardSums(draft, columnsOf(nine));
    expect(sums).toEqual([{ name: 'total', afterRow: 8, values: [32, null, null, 3295, null] }]);
  });

  it('sends every hole with its figures and each tee set, an empty distance as null', () => {
    const draft = withCell(0, LADIES, '9');
    draft.cells[0]![WHITE] = '';
    const input = cardInputOf(draft, columns);
    expect(input.holes).toHaveLength(18);
    expect(input.holes[0]).toEqual({
      number: 1,
      name: 'Long Acre',
      par: 4,
      stroke_index: 7,
      stroke_index_ladies: 9,
      distances: [
        { hole_category_id: 2, distance: null },
        { hole_category_id: 3, distance: null },
      ],
    });
    expect(input.holes[17]).toMatchObject({ number: 18, stroke_index_ladies: null });
  });
});

describe('problems found as a person types', () => {
  it('finds none on the demo card', () => {
    expect(cardProblems(draftOf(card), columns)).toEqual({ cells: new Map(), card: [] });
  });

  it('marks a duplicate stroke index on both holes, each naming the other', () => {
    // Hole 7 takes hole 2's index 3.
    const problems = cardProblems(withCell(6, STROKE_INDEX, '3'), columns);
    const clash = (hole: number) => ({
      key: 'fairway.card.problems.stroke_index_clash',
      args: { words: 'fairway.card.words.stroke_index', strokeIndex: 3, hole },
    });
    expect(problems.cells).toEqual(
      new Map([
        [cellKey(6, STROKE_INDEX), clash(2)],
        [cellKey(1, STROKE_INDEX), clash(7)],
      ]),
    );
    // Index 5 is then missing, which the clash already says.
    expect(problems.card).toEqual([]);
  });

  it('finds par outside 3-6, a stroke index outside 1-18, a required cell left empty and a distance of 0', () => {
    const draft = withCell(0, PAR, '7');
    draft.cells[1]![STROKE_INDEX] = '19';
    draft.cells[2]![PAR] = '';
    draft.cells[3]![WHITE] = '0';
    draft.cells[4]![RED] = '4.5';
    const problems = cardProblems(draft, columns);
    expect(Object.fromEntries(problems.cells)).toEqual({
      [cellKey(0, PAR)]: { key: 'fairway.card.problems.par', args: { min: 3, max: 6 } },
      [cellKey(1, STROKE_INDEX)]: {
        key: 'fairway.card.problems.stroke_index_range',
        args: { words: 'fairway.card.words.stroke_index', strokeIndex: 19, maximum: 18 },
      },
      [cellKey(2, PAR)]: { key: 'ra.validation.required' },
      [cellKey(3, WHITE)]: { key: 'fairway.card.problems.distance', args: { min: 1, max: 999 } },
      [cellKey(4, RED)]: { key: 'fairway.card.problems.whole_number' },
    });
  });

  it("checks ladies' indexes, an empty one standing for the hole's own, once one hole has its own", () => {
    const problems = cardProblems(withCell(0, LADIES, '3'), columns);
    expect([...problems.cells.keys()].toSorted()).toEqual([cellKey(0, LADIES), cellKey(1, LADIES)]);
    expect(problems.cells.get(cellKey(1, LADIES))).toMatchObject({ args: { strokeIndex: 3, hole: 1 } });
  });

  it('names the indexes missing on a 9-hole card indexed 1 to 9 once every hole has one', () => {
    const nine = { ...card, holes_count: 9, holes: card.holes.slice(0, 9) };
    const draft = draftOf(nine);
    [1, 2, 3, 4, 5, 6, 7, 8, 9].forEach((index, row) => (draft.cells[row]![STROKE_INDEX] = String(index)));
    expect(cardProblems(draft, columnsOf(nine))).toEqual({ cells: new Map(), card: [] });
    draft.cells[8]![STROKE_INDEX] = '10';
    expect(cardProblems(draft, columnsOf(nine)).cells.get(cellKey(8, STROKE_INDEX))).toMatchObject({
      args: { maximum: 9 },
    });
  });
});

describe("the server's refusal", () => {
  it('goes to the cells its keys name, and the rest to the card', () => {
    const problems = serverProblems(
      {
        'holes.6.stroke_index': ['Stroke index 3 is also on hole 2.'],
        'holes.1.stroke_index': ['Stroke index 3 is also on hole 7.'],
        'holes.0.distances.1.hole_category_id': ['Invalid pk "3" - object does not exist.'],
        'holes.4.number': ['Hole 5 is on the card twice.'],
        holes: ['This course has 18 holes; the card has 17.'],
      },
      columns,
    );
    expect(Object.fromEntries(problems.cells)).toEqual({
      [cellKey(6, STROKE_INDEX)]: { text: 'Stroke index 3 is also on hole 2.' },
      [cellKey(1, STROKE_INDEX)]: { text: 'Stroke index 3 is also on hole 7.' },
      [cellKey(0, RED)]: { text: 'Invalid pk "3" - object does not exist.' },
    });
    expect(problems.card).toEqual([
      { key: 'fairway.card.problems.of_hole', args: { hole: 5, message: 'Hole 5 is on the card twice.' } },
      { text: 'This course has 18 holes; the card has 17.' },
    ]);
  });
});

describe('moving and pasting as in a spreadsheet', () => {
  const size = { rows: 18, columns: 5 };

  it('moves a cell with the arrows, down with Enter, up with Shift+Enter, and stops at the edges', () => {
    expect(moveFrom({ row: 3, column: 1 }, 'ArrowDown', false, size)).toEqual({ row: 4, column: 1 });
    expect(moveFrom({ row: 3, column: 1 }, 'ArrowUp', false, size)).toEqual({ row: 2, column: 1 });
    expect(moveFrom({ row: 3, column: 1 }, 'ArrowRight', false, size)).toEqual({ row: 3, column: 2 });
    expect(moveFrom({ row: 3, column: 1 }, 'ArrowLeft', false, size)).toEqual({ row: 3, column: 0 });
    expect(moveFrom({ row: 3, column: 1 }, 'Enter', false, size)).toEqual({ row: 4, column: 1 });
    expect(moveFrom({ row: 3, column: 1 }, 'Enter', true, size)).toEqual({ row: 2, column: 1 });
    expect(moveFrom({ row: 17, column: 4 }, 'ArrowDown', false, size)).toEqual({ row: 17, column: 4 });
    expect(moveFrom({ row: 0, column: 0 }, 'ArrowLeft', false, size)).toEqual({ row: 0, column: 0 });
    expect(moveFrom({ row: 0, column: 0 }, '5', false, size)).toBeNull();
  });

  it('fills a column pasted from a spreadsheet downward from the focused cell, and stops at the last hole', () => {
    const pasted = pasteInto(draftOf(card), { row: 15, column: RED }, '140\r\n450\r\n330\r\n999\r\n');
    expect(pasted!.cells.map((cells) => cells[RED]).slice(14)).toEqual(['', '140', '450', '330']);
  });

  it('fills a block across and down, and leaves a single value to the cell', () => {
    const pasted = pasteInto(draftOf(card), { row: 0, column: PAR }, '5\t1\n3\t2\n');
    expect(pasted!.cells.slice(0, 3).map((cells) => cells.slice(0, 2))).toEqual([
      ['5', '1'],
      ['3', '2'],
      ['3', '15'],
    ]);
    expect(pasteInto(draftOf(card), { row: 0, column: PAR }, '5')).toBeNull();
  });

  it('knows which cells differ from the saved card', () => {
    const saved = draftOf(card);
    expect(changedCells(withCell(2, PAR, '4'), saved)).toEqual(new Set([cellKey(2, PAR)]));
    expect(changedCells(saved, saved).size).toBe(0);
  });
});
