import type { StoredScore } from './scoreCard';
import { describe, expect, it } from 'vitest';
import { cardFixture } from './cardFixture';
import {
  holeValue,
  knownVersion,
  playerStanding,
  playOrder,
  runningText,
  scoreTermText,
  strokesOver,
  toParText,
  withStoredScore,
} from './scoreCard';

const storedScore = (member_id: number, hole_number: number, strokes: number | null, version = 1): StoredScore => ({
  player_round_id: 1,
  member_id,
  hole_number,
  strokes,
  drive_member_id: null,
  version,
  entered_by_user_id: 5,
  entered_by_name: 'Ann Baker',
  entered_at: '2026-11-28T09:41:00Z',
});

describe('the card on the scorer’s phone', () => {
  it('plays the holes from the starting hole round the card', () => {
    expect(playOrder(cardFixture()).map((index) => index + 1)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(playOrder(cardFixture({ starting_hole: 1 }))[0]).toBe(0);
  });

  it("shows the phone's unsent value over the stored one, and nothing before either", () => {
    const card = withStoredScore(cardFixture(), storedScore(12, 1, 5));
    expect(holeValue(card, 0, 0, [])).toEqual({ entered: true, strokes: 5 });
    expect(holeValue(card, 0, 0, [{ member_id: 12, hole_number: 1, strokes: null }])).toEqual({
      entered: true,
      strokes: null,
    });
    expect(holeValue(card, 1, 0, [])).toEqual({ entered: false });
  });

  it('gives a running score to par, gross and net of the strokes received, and Stableford points, a pick-up none', () => {
    // Ann Baker (18) receives a stroke on every hole: par 4, 4, 3 played in 5, 4, and a pick-up.
    const pending = [
      { member_id: 12, hole_number: 1, strokes: 5 },
      { member_id: 12, hole_number: 2, strokes: 4 },
      { member_id: 12, hole_number: 3, strokes: null },
    ];
    expect(playerStanding(cardFixture(), 0, pending)).toEqual({
      thru: 2,
      gross: 9,
      grossToPar: 1,
      netToPar: -1,
      entered: 3,
      // A net par (2) and a net birdie (3) on holes where a stroke is received.
      points: 5,
    });
  });

  it("writes the running figure in the round's format", () => {
    const standing = { thru: 2, gross: 9, grossToPar: 1, netToPar: -1, entered: 3, points: 5 };
    expect(runningText('stableford', standing)).toBe('5 points thru 3');
    expect(runningText('net', standing)).toBe('+1 thru 2 \u00b7 net \u22121');
    expect(runningText('gross', standing)).toBe('+1 thru 2');
    expect(runningText('stableford', { ...standing, entered: 1, points: 1 })).toBe('1 point thru 1');
    expect(runningText('net', { ...standing, thru: 0, entered: 0 })).toBe('No holes yet');
  });

  it('writes a score to par as golfers do', () => {
    expect([toParText(0), toParText(3), toParText(-2)]).toEqual(['E', '+3', '\u22122']);
  });

  it("names a hole's score by the rules' words", () => {
    expect(scoreTermText(4, 3)).toBe('Birdie');
    expect(scoreTermText(3, 1)).toBe('Hole in one');
    expect(scoreTermText(4, 9)).toBe('');
    expect(scoreTermText(4, null)).toBe('');
  });

  it('totals a run of holes only once each has strokes', () => {
    const pending = [
      { member_id: 12, hole_number: 1, strokes: 5 },
      { member_id: 12, hole_number: 2, strokes: 4 },
    ];
    expect(strokesOver(cardFixture(), 0, [0, 1], pending)).toBe(9);
    expect(strokesOver(cardFixture(), 0, [0, 1, 2], pending)).toBeNull();
  });

  it('takes a stored score into the card, never an older version over a newer', () => {
    const card = withStoredScore(cardFixture(), storedScore(13, 4, 6, 3));
    expect(knownVersion(card, 13, 4)).toBe(3);
    expect(knownVersion(withStoredScore(card, storedScore(13, 4, 5, 2)), 13, 4)).toBe(3);
    expect(knownVersion(card, 12, 4)).toBe(0);
  });
});
