import type { Leaderboard, LeaderboardRow } from '../areas/scoring/providers/leaderboardApi';

/** Eighteen holes: pars 4 4 3 5 4 4 3 5 4 | 4 4 3 5 4 4 3 5 4 (72), stroke indexes 1 to 18. */
export const fakeHoles = Array.from({ length: 18 }, (_, index) => ({
  hole_number: index + 1,
  par: [4, 4, 3, 5, 4, 4, 3, 5, 4][index % 9]!,
  stroke_index: ((index * 7) % 18) + 1,
}));

/** A board row: a player in the field, their strokes so far in card order. */
export function fakeRow(order: number, name: string, strokes: (number | null)[], more: Partial<LeaderboardRow> = {}) {
  const played = strokes.filter((value): value is number => value !== null);
  const par = fakeHoles
    .slice(0, strokes.length)
    .reduce((sum, hole, index) => sum + (strokes[index] === null ? 0 : hole.par), 0);
  const gross = played.reduce((sum, value) => sum + value, 0);
  const row: LeaderboardRow = {
    order,
    position: order + 1,
    position_display: String(order + 1),
    tied: false,
    member_id: 100 + order,
    team_id: null,
    name,
    category: 'Men',
    group_number: 1,
    playing_handicap: 10,
    thru: played.length,
    gross: played.length === 0 ? null : gross,
    net: null,
    to_par: played.length === 0 ? null : gross - par,
    points: null,
    holes: [...strokes, ...Array<null>(18 - strokes.length).fill(null)],
    card_signed: false,
    status: 'entered',
    ...more,
  };
  return row;
}

export type TeamLine = Leaderboard['team_standings'][number];

/** A team's line of a board's team standings, without players. */
export function teamLine(order: number, teamId: number, name: string, more: Partial<TeamLine> = {}): TeamLine {
  return {
    order,
    position: null,
    position_display: '',
    tied: false,
    team_id: teamId,
    name,
    colour: '#2e7d32',
    thru: 0,
    to_par: null,
    points: null,
    members: [],
    ...more,
  };
}

/** A Monthly Medal in play: two players, one birdie-eagle, one bogey-double. */
export function fakeBoard(more: Partial<Leaderboard> = {}): Leaderboard {
  return {
    tournament_id: 3,
    tournament_name: 'Monthly Medal',
    tournament_master_id: null,
    club_name: 'Fairway Demo Golf Club',
    club_date_format: 'DD/MM/YYYY',
    club_time_zone: 'Europe/London',
    format: 'stroke_play',
    basis: 'gross',
    bases: ['net', 'gross'],
    teams: [],
    visibility: 'public',
    player_round_id: 7,
    round_number: 1,
    round_status: 'active',
    version: 10,
    updated_at: '2026-11-28T10:15:00Z',
    holes: fakeHoles,
    categories: ['Men', 'Ladies'],
    rows: [
      fakeRow(0, 'Ann Able', [3, 2, 3, 5]),
      fakeRow(1, 'Ben Baker', [5, 6, 3, 5], { member_id: 201, card_signed: false }),
    ],
    team_counting_scores: null,
    team_standings: [],
    matches: [],
    match_points: [],
    skins: null,
    ...more,
  };
}

/** The Monthly Medal's round in play, without its groups. */
export const activeRound = {
  id: 7,
  golf_course_id: 1,
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-28T07:00:00Z',
  tournament_id: 3,
  tournament_name: 'Monthly Medal',
  round_number: 1,
  play_date: '2026-11-28',
  player_round_section_id: null,
  player_round_section_name: null,
  start_type: 'tee_times',
  status: 'active',
  groups_count: 2,
  players_count: 4,
  title: 'Monthly Medal',
  holes_count: 18,
};
