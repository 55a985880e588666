import { strokesReceived } from '@fairway/golf';
import type { GroupCard } from './scoreCard';

const pars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
const strokeIndexes = [7, 3, 15, 1, 11, 5, 17, 9, 13, 8, 16, 2, 12, 6, 4, 18, 10, 14];
const names = ['Ann Baker', 'Bob Carter', 'Cathy Dunn', 'Dev Evans'];
const handicaps = [18, 9, 0, 27];

/** A group of four on an 18-hole card starting on the 10th, nothing scored yet: for the scoring page's tests. */
export function cardFixture(overrides: Partial<GroupCard> = {}): GroupCard {
  const holes = pars.map((par, index) => ({ hole_number: index + 1, par, stroke_index: strokeIndexes[index]! }));
  return {
    player_round_id: 1,
    round_status: 'active',
    tournament_id: 4,
    title: 'Autumn Medal',
    club_date_format: 'DD/MM/YYYY',
    club_time_zone: 'Europe/London',
    group_id: 3,
    group_number: 2,
    start: '09:10',
    starting_hole: 10,
    scorer_user_id: 5,
    can_score: true,
    is_organiser: false,
    is_scorer: true,
    own_member_id: null,
    basis: 'net',
    holes,
    skins: null,
    players: names.map((name, index) => ({
      member_id: 12 + index,
      name,
      playing_handicap: handicaps[index]!,
      strokes_received: holes.map((hole) => strokesReceived(handicaps[index]!, hole.stroke_index)),
      scores: holes.map(() => null),
      signature: {
        player_round_id: 1,
        member_id: 12 + index,
        marker_user_id: null,
        marker_signed_at: null,
        player_attested_at: null,
        attested_by_marker: false,
        locked: false,
      },
      drives: null,
    })),
    ...overrides,
  };
}
