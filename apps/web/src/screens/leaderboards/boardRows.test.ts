import { describe, expect, it } from 'vitest';
import { fakeBoard, fakeRow } from '../../test/fakeBoards';
import { applyChange, mergeRows, teamStandings, thruText } from './boardRows';

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

describe('team standings from the board', () => {
  it('groups players by team, fewest strokes together first, level teams sharing a position', () => {
    const rows = [
      fakeRow(0, 'Ann Able', [3], { team_id: 1 }),
      fakeRow(1, 'Ben Baker', [4], { team_id: 2 }),
      fakeRow(2, 'Cara Cole', [5], { team_id: 2 }),
      fakeRow(3, 'Dev Dutt', [4], { team_id: 1 }),
      fakeRow(4, 'Eve East', [4], { team_id: 3 }),
      fakeRow(5, 'Fin Ford', [5], { team_id: 3 }),
    ];
    const standings = teamStandings({ basis: 'gross', rows });
    expect(standings.map((team) => [team.teamId, team.position, team.total])).toEqual([
      [1, '1', -1],
      [2, 'T2', 1],
      [3, 'T2', 1],
    ]);
  });

  it('has none for an individual event', () => {
    expect(teamStandings(fakeBoard())).toEqual([]);
  });
});
