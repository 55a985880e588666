import { describe, expect, it } from 'vitest';
import {
  adjustedGrossScore,
  courseHandicap,
  drawGroups,
  drawHiddenHoles,
  entryHandicaps,
  exceptionalScoreReduction,
  fourBallBetterBall,
  GolfInputError,
  handicapIndex,
  matchPlay,
  matchPlayHoleResults,
  matchPlayStrokes,
  nassau,
  peoriaHandicap,
  playingHandicap,
  pressBets,
  rankContest,
  rankEvent,
  rankField,
  recommendedAllowance,
  scoreDifferential,
  scoreTerm,
  stablefordPoints,
  strokesReceived,
  teamLeaderboardStandings,
  teamScore,
  teeSheetStarts,
  type Hole,
} from '../src/index.js';
import { CARD, PARS, parCard } from './cards.js';

const HOLES = PARS.map((par, index) => ({ number: index + 1, par }));
const PEORIA = [1, 3, 4, 10, 11, 12];
const card = (strokes = parCard(), playingHandicap = 0) => ({ strokes, playingHandicap });

// Every impossible input the server must turn into a 400: [case, call, field, code]. Source: issue 3 and the rules
// document (stroke index 1-18, slope 55-155, PCC -1.0 to +3.0, whole playing handicaps where strokes are allocated).
const CASES: [string, () => unknown, string, string][] = [
  [
    'random draw from a source outside [0, 1)',
    () =>
      drawGroups({
        players: [
          { id: 1, playingHandicap: 3 },
          { id: 2, playingHandicap: 9 },
          { id: 3, playingHandicap: 12 },
        ],
        method: 'random',
        groupSize: 2,
        random: () => 1,
      }),
    'random',
    'random_out_of_range',
  ],
  [
    'team pairing with a player of no side',
    () =>
      drawGroups({
        players: [
          { id: 1, playingHandicap: 3, side: 'A' },
          { id: 2, playingHandicap: 9, side: null },
        ],
        method: 'team_pairing',
        groupSize: 2,
      }),
    'players',
    'side_size',
  ],
  [
    'team pairing in groups of three',
    () =>
      drawGroups({
        players: [
          { id: 1, playingHandicap: 3 },
          { id: 2, playingHandicap: 9 },
          { id: 3, playingHandicap: 12 },
        ],
        method: 'team_pairing',
        groupSize: 3,
      }),
    'groupSize',
    'side_size',
  ],
  [
    'unknown draw method',
    () =>
      drawGroups({
        players: [
          { id: 1, playingHandicap: 3 },
          { id: 2, playingHandicap: 9 },
          { id: 3, playingHandicap: 12 },
        ],
        method: 'alphabetical' as 'random',
        groupSize: 2,
      }),
    'method',
    'invalid_option',
  ],
  [
    'negative maximum playing handicap',
    () =>
      entryHandicaps({
        handicapIndex: 10,
        courseRating: 72,
        slopeRating: 113,
        par: 72,
        allowancePercent: 95,
        maximumPlayingHandicap: -1,
      }),
    'maximumPlayingHandicap',
    'out_of_range',
  ],
  [
    'Nassau pressing at 0 down',
    () => nassau({ holeResults: Array.from({ length: 18 }, () => 'halved' as const), pressWhenDown: 0 }),
    'pressWhenDown',
    'out_of_range',
  ],
  [
    'press by hand by a side that is neither',
    () =>
      pressBets({
        holeResults: Array.from({ length: 9 }, () => 'halved' as const),
        firstHole: 1,
        lastHole: 9,
        manualPresses: [{ afterHole: 3, side: 'C' as 'A' }],
      }),
    'manualPresses[0].side',
    'invalid_option',
  ],
  [
    'allowance of an unknown format',
    () => recommendedAllowance({ format: 'bingo_bango_bongo' as 'team' }),
    'format',
    'invalid_option',
  ],
  [
    'tee times without an interval',
    () => teeSheetStarts({ startType: 'tee_times', groupCount: 3, firstTeeTime: '08:00' }),
    'firstTeeTime',
    'invalid_option',
  ],
  [
    'shotgun without the holes of the round',
    () => teeSheetStarts({ startType: 'shotgun', groupCount: 3 }),
    'holes',
    'hole_count',
  ],
  ['stroke index above 18', () => strokesReceived(10, 19), 'strokeIndex', 'stroke_index_out_of_range'],
  ['stroke index above 9 on nine holes', () => strokesReceived(10, 10, 9), 'strokeIndex', 'stroke_index_out_of_range'],
  ['stroke index not whole', () => strokesReceived(10, 1.5), 'strokeIndex', 'not_an_integer'],
  ['hole count other than 9 or 18', () => strokesReceived(10, 1, 12 as 18), 'holeCount', 'hole_count'],
  ['non-integer playing handicap', () => strokesReceived(10.5, 1), 'playingHandicap', 'handicap_not_integer'],
  ['playing handicap not a number', () => strokesReceived(Number.NaN, 1), 'playingHandicap', 'not_a_number'],
  [
    'repeated stroke index',
    () =>
      adjustedGrossScore({
        holes: CARD.map((hole, index) => (index === 1 ? { ...hole, strokeIndex: 9 } : hole)),
        strokes: parCard(),
        courseHandicap: 10,
      }),
    'holes[1].strokeIndex',
    'stroke_index_repeated',
  ],
  [
    'stroke index 0',
    () =>
      adjustedGrossScore({
        holes: CARD.map((hole, index) => (index === 0 ? { ...hole, strokeIndex: 0 } : hole)),
        strokes: parCard(),
        courseHandicap: 10,
      }),
    'holes[0].strokeIndex',
    'stroke_index_out_of_range',
  ],
  [
    'card of 12 holes',
    () => adjustedGrossScore({ holes: CARD.slice(0, 12), strokes: parCard().slice(0, 12), courseHandicap: 1 }),
    'holes',
    'hole_count',
  ],
  [
    'par of 1',
    () =>
      adjustedGrossScore({
        holes: CARD.map((hole, index) => (index === 0 ? { ...hole, par: 1 } : hole)),
        strokes: parCard(),
        courseHandicap: 1,
      }),
    'holes[0].par',
    'par_out_of_range',
  ],
  [
    'negative strokes',
    () => adjustedGrossScore({ holes: CARD, strokes: parCard({ 3: -1 }), courseHandicap: 1 }),
    'strokes[2]',
    'invalid_strokes',
  ],
  [
    'strokes of a different length',
    () => adjustedGrossScore({ holes: CARD, strokes: parCard().slice(0, 17), courseHandicap: 1 }),
    'strokes',
    'length_mismatch',
  ],
  [
    'course handicap not a number',
    () => adjustedGrossScore({ holes: CARD, strokes: parCard(), courseHandicap: Number.POSITIVE_INFINITY }),
    'courseHandicap',
    'not_a_number',
  ],
  [
    'slope below 55',
    () => scoreDifferential({ adjustedGrossScore: 90, courseRating: 72, slopeRating: 54 }),
    'slopeRating',
    'slope_out_of_range',
  ],
  [
    'slope above 155',
    () => courseHandicap({ handicapIndex: 10, slopeRating: 156, courseRating: 72, par: 72 }),
    'slopeRating',
    'slope_out_of_range',
  ],
  [
    'PCC above +3.0',
    () => scoreDifferential({ adjustedGrossScore: 90, courseRating: 72, slopeRating: 113, pcc: 4 }),
    'pcc',
    'pcc_out_of_range',
  ],
  [
    'negative adjusted gross score',
    () => scoreDifferential({ adjustedGrossScore: -1, courseRating: 72, slopeRating: 113 }),
    'adjustedGrossScore',
    'out_of_range',
  ],
  [
    'Handicap Index above 54',
    () => courseHandicap({ handicapIndex: 54.1, slopeRating: 113, courseRating: 72, par: 72 }),
    'handicapIndex',
    'out_of_range',
  ],
  [
    '9-hole flag other than 9 or 18',
    () => courseHandicap({ handicapIndex: 5, slopeRating: 113, courseRating: 72, par: 72, holes: 27 as 18 }),
    'holes',
    'hole_count',
  ],
  [
    'allowance above 100 %',
    () => playingHandicap({ courseHandicap: 10, allowancePercent: 110 }),
    'allowancePercent',
    'allowance_out_of_range',
  ],
  [
    'differential not a number',
    () => handicapIndex({ differentials: [1, 2, Number.NaN] }),
    'differentials[2]',
    'not_a_number',
  ],
  [
    'low index not a number',
    () => handicapIndex({ differentials: [1, 2, 3], lowHandicapIndex: Number.NaN }),
    'lowHandicapIndex',
    'not_a_number',
  ],
  [
    'exceptional differential not a number',
    () => exceptionalScoreReduction({ differential: Number.NaN, handicapIndex: 10 }),
    'differential',
    'not_a_number',
  ],
  [
    'match play strokes from a decimal',
    () => matchPlayStrokes([10, 12.5]),
    'playingHandicaps[1]',
    'handicap_not_integer',
  ],
  [
    'Stableford strokes of 0',
    () => stablefordPoints({ par: 4, strokes: 0, strokesReceived: 1 }),
    'strokes',
    'invalid_strokes',
  ],
  [
    'hidden hole not on the card',
    () => peoriaHandicap({ method: 'peoria', holes: HOLES, strokes: parCard(), hiddenHoles: [1, 3, 4, 10, 11, 19] }),
    'hiddenHoles[5]',
    'hidden_hole_not_on_card',
  ],
  [
    'hidden hole drawn twice',
    () => peoriaHandicap({ method: 'peoria', holes: HOLES, strokes: parCard(), hiddenHoles: [1, 3, 4, 10, 11, 11] }),
    'hiddenHoles[5]',
    'hidden_hole_repeated',
  ],
  [
    'too few hidden holes',
    () => peoriaHandicap({ method: 'double_peoria', holes: HOLES, strokes: parCard(), hiddenHoles: PEORIA }),
    'hiddenHoles',
    'hidden_hole_count',
  ],
  [
    'hole number on the card twice',
    () =>
      peoriaHandicap({
        method: 'peoria',
        holes: HOLES.map((hole) => (hole.number === 2 ? { ...hole, number: 1 } : hole)),
        strokes: parCard(),
        hiddenHoles: PEORIA,
      }),
    'holes[1].number',
    'hole_number_repeated',
  ],
  [
    'unknown Peoria method',
    () => peoriaHandicap({ method: 'callaway' as 'peoria', holes: HOLES, strokes: parCard(), hiddenHoles: PEORIA }),
    'method',
    'invalid_option',
  ],
  [
    'Peoria strokes of another length',
    () => peoriaHandicap({ method: 'peoria', holes: HOLES, strokes: parCard().slice(1), hiddenHoles: PEORIA }),
    'strokes',
    'length_mismatch',
  ],
  ['draw on nine holes', () => drawHiddenHoles({ method: 'peoria', holes: HOLES.slice(0, 9) }), 'holes', 'hole_count'],
  [
    'draw from a random source outside [0, 1)',
    () => drawHiddenHoles({ method: 'peoria', holes: HOLES, random: () => 1 }),
    'random',
    'random_out_of_range',
  ],
  [
    'draw with a repeated hole number',
    () =>
      drawHiddenHoles({
        method: 'peoria',
        holes: HOLES.map((hole) => (hole.number === 18 ? { ...hole, number: 17 } : hole)),
      }),
    'holes[17].number',
    'hole_number_repeated',
  ],
  [
    'singles with two players a side',
    () => matchPlayHoleResults({ holes: CARD, format: 'singles', sides: [[card(), card()], [card()]] }),
    'sides[0]',
    'side_size',
  ],
  [
    'match with three sides',
    () =>
      matchPlayHoleResults({
        holes: CARD,
        format: 'singles',
        sides: [[card()], [card()], [card()]] as unknown as [[], []],
      }),
    'sides',
    'side_size',
  ],
  [
    'match from a decimal handicap',
    () => matchPlayHoleResults({ holes: CARD, format: 'singles', sides: [[card(parCard(), 2.5)], [card()]] }),
    'sides[0][0].playingHandicap',
    'handicap_not_integer',
  ],
  [
    'unknown match format',
    () => matchPlayHoleResults({ holes: CARD, format: 'greensomes' as 'singles', sides: [[card()], [card()]] }),
    'format',
    'invalid_option',
  ],
  ['match of 0 holes', () => matchPlay({ holeResults: [], holeCount: 0 }), 'holeCount', 'out_of_range'],
  ['unknown hole result', () => matchPlay({ holeResults: ['C' as 'A'] }), 'holeResults[0]', 'invalid_option'],
  [
    'press span ending before it starts',
    () => pressBets({ holeResults: [], firstHole: 10, lastHole: 9 }),
    'lastHole',
    'out_of_range',
  ],
  [
    'press span from hole 0',
    () => pressBets({ holeResults: [], firstHole: 0, lastHole: 9 }),
    'firstHole',
    'out_of_range',
  ],
  [
    'press at 0 down',
    () => pressBets({ holeResults: [], firstHole: 1, lastHole: 9, pressWhenDown: 0 }),
    'pressWhenDown',
    'out_of_range',
  ],
  [
    'unknown press hole result',
    () => pressBets({ holeResults: ['x' as 'A'], firstHole: 1, lastHole: 9 }),
    'holeResults[0]',
    'invalid_option',
  ],
  [
    'four-ball with one partner',
    () => fourBallBetterBall({ holes: CARD, basis: 'net', partners: [card()] as unknown as [never, never] }),
    'partners',
    'side_size',
  ],
  [
    'four-ball net from a decimal',
    () => fourBallBetterBall({ holes: CARD, basis: 'net', partners: [card(), card(parCard(), 3.5)] }),
    'partners[1].playingHandicap',
    'handicap_not_integer',
  ],
  [
    'field entry of another length',
    () => rankField({ holes: CARD, basis: 'gross', entries: [{ id: 'a', ...card(parCard().slice(2)) }] }),
    'entries[0].strokes',
    'length_mismatch',
  ],
  [
    'Stableford field from a decimal',
    () => rankField({ holes: CARD, basis: 'stableford', entries: [{ id: 'a', ...card(parCard(), 1.5) }] }),
    'entries[0].playingHandicap',
    'handicap_not_integer',
  ],
  [
    'net field with two decimals',
    () => rankField({ holes: CARD, basis: 'net', entries: [{ id: 'a', ...card(parCard(), 1.25) }] }),
    'entries[0].playingHandicap',
    'handicap_not_tenths',
  ],
  [
    'unknown entry status',
    () => rankField({ holes: CARD, basis: 'gross', entries: [{ id: 'a', ...card(), status: 'late' as 'withdrawn' }] }),
    'entries[0].status',
    'invalid_option',
  ],
  ['unknown basis', () => rankField({ holes: CARD, basis: 'skins' as 'net', entries: [] }), 'basis', 'invalid_option'],
  [
    'team of 0 counting scores',
    () => teamScore({ holes: CARD, basis: 'gross', countingScores: 0, scoring: 'per_hole', teams: [] }),
    'countingScores',
    'out_of_range',
  ],
  [
    'team member of another length',
    () =>
      teamScore({
        holes: CARD,
        basis: 'gross',
        countingScores: 1,
        scoring: 'per_hole',
        teams: [{ id: 't', members: [card(parCard().slice(1))] }],
      }),
    'teams[0].members[0].strokes',
    'length_mismatch',
  ],
  [
    'live team board of 0 counting scores',
    () => teamLeaderboardStandings({ holes: CARD, basis: 'net', countingScores: 0, teams: [] }),
    'countingScores',
    'out_of_range',
  ],
  [
    'live team member with a card of another length',
    () =>
      teamLeaderboardStandings({
        holes: CARD,
        basis: 'net',
        countingScores: 2,
        teams: [{ id: 't', members: [{ id: 'm', ...card(), holes: CARD.slice(9) }] }],
      }),
    'teams[0].members[0].holes',
    'hole_count',
  ],
  [
    'event entry missing a round',
    () => rankEvent({ basis: 'gross', rounds: [{ holes: CARD }], entries: [{ id: 'a', rounds: [] }] }),
    'entries[0].rounds',
    'length_mismatch',
  ],
  [
    'event round with a bad stroke index',
    () =>
      rankEvent({
        basis: 'gross',
        rounds: [{ holes: CARD.map((hole) => ({ ...hole, strokeIndex: 19 })) }],
        entries: [],
      }),
    'rounds[0].holes[0].strokeIndex',
    'stroke_index_out_of_range',
  ],
  [
    'negative contest distance',
    () => rankContest({ contest: 'nearest_to_pin', entries: [{ id: 'a', distance: -1 }] }),
    'entries[0].distance',
    'out_of_range',
  ],
  ['score term of 0 strokes', () => scoreTerm({ par: 4, strokes: 0 }), 'strokes', 'invalid_strokes'],
];

describe('GolfInputError for impossible input', () => {
  it.each(CASES)('%s', (_case, call, field, code) => {
    let thrown: unknown;
    try {
      call();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GolfInputError);
    expect(thrown).toBeInstanceOf(RangeError);
    expect(thrown).toMatchObject({ name: 'GolfInputError', field, code });
  });

  it('accepts a 9-hole card marked with its 18-hole stroke indexes', () => {
    const nine: Hole[] = CARD.slice(0, 9);
    expect(adjustedGrossScore({ holes: nine, strokes: parCard().slice(0, 9), courseHandicap: 5 })).toBe(36);
  });
});
