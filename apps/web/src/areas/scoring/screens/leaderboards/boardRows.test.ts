import { describe, expect, it } from 'vitest';
import { fakeBoard, fakeRow } from '../../../../test/fakeBoards';
import { applyChange, mergeRows, thruText } from './boardRows';

describe("a board's rows as the stream moves them", () => {
  it('puts changed rows in place of the old ones by member, in the order the server gives', () => {
    const [ann, ben] = fakeBoard().rows as [ReturnType<typeof fakeRow>, ReturnType<typeof fakeRow>];
    const benLeads = { ...ben, order: 0, position: 1, position_display: '1' };
    const annSecond = { ...ann, order: 1, position: 2, position_display: '2' };
    expect(mergeRows([ann, ben], [benLeads, annSecond]).map((row) => row.name)).toEqual(['Ben Baker', 'Ann Able']);
    expect(mergeRows([ann, ben], [{ ...ben, to_par: 1 }]).map((row) => row.to_par)).toEqual([-3, 1]);
  });

  it('replaces every row on a snapshot, and keeps the board on a change it already holds', () => {
    const board = fakeBoard();
    const solo = fakeRow(0, 'Cara Cole', [4]);
    const snapshot = applyChange(board, { version: 11, updated_at: null, rows: [solo] }, 'snapshot');
    expect(snapshot.rows).toEqual([solo]);
    expect(snapshot.version).toBe(11);
    expect(applyChange(snapshot, { version: 11, updated_at: null, rows: [board.rows[0]!] }, 'rows')).toBe(snapshot);
  });
});

describe('thru as a board writes it', () => {
  it('is nothing before the first hole, the holes played, and F once the card is done', () => {
    expect([thruText(0, 18), thruText(7, 18), thruText(18, 18), thruText(9, 9)]).toEqual(['', '7', 'F', 'F']);
  });
});
