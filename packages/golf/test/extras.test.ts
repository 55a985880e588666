import { describe, expect, it } from 'vitest';
import { rankContest, scoreTerm } from '../src/index.js';
import { SOURCES } from './sources.js';

describe('scoreTerm (Rules of Golf Definitions; the names of scores)', () => {
  it.each([
    // [par, strokes, term, source]
    [5, 1, 'hole_in_one', SOURCES.rulesOfGolf],
    [3, 1, 'hole_in_one', SOURCES.rulesOfGolf],
    [6, 2, 'condor', SOURCES.rulesOfGolf],
    [5, 2, 'albatross', SOURCES.rulesOfGolf],
    [4, 2, 'eagle', SOURCES.rulesOfGolf],
    [4, 3, 'birdie', SOURCES.rulesOfGolf],
    [4, 4, 'par', SOURCES.rulesOfGolf],
    [4, 5, 'bogey', SOURCES.rulesOfGolf],
    [3, 5, 'double_bogey', SOURCES.rulesOfGolf],
    [5, 8, 'triple_bogey', SOURCES.rulesOfGolf],
    [4, 8, null, SOURCES.rulesOfGolf],
    [4, null, null, SOURCES.rulesOfGolf],
  ] as const)('par %i in %s is %s (%s)', (par, strokes, expected, _source) => {
    expect(scoreTerm({ par, strokes })).toBe(expected);
  });
});

describe('rankContest (rules document "Side contests")', () => {
  it('gives the longest drive to the longest distance; equal distances share; no measurement has no place', () => {
    // Source: rules document ("Equal distances share the position").
    const ranking = rankContest({
      contest: 'longest_drive',
      entries: [
        { id: 'a', distance: 251.4 },
        { id: 'b', distance: null },
        { id: 'c', distance: 268.1 },
        { id: 'd', distance: 251.4 },
        { id: 'e', distance: 240 },
      ],
    });
    expect(ranking.map(({ id, position }) => `${id}:${position}`)).toEqual(['c:1', 'a:2', 'd:2', 'e:4', 'b:null']);
  });

  it('gives nearest the pin and nearest the centre to the shortest distance', () => {
    // Source: rules document ("the shortest distance from the hole", "from the fairway's centre line").
    for (const contest of ['nearest_to_pin', 'nearest_to_centre'] as const) {
      const ranking = rankContest({
        contest,
        entries: [
          { id: 'far', distance: 3.2 },
          { id: 'near', distance: 0.45 },
        ],
      });
      expect(ranking.map(({ id }) => id)).toEqual(['near', 'far']);
    }
  });
});
