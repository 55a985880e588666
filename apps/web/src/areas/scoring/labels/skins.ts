import type { Labels } from '../../../providers/i18nProvider';

/** A skins game's words on the live board: loaded with the board's screens, not with the dashboard's card. */
export const labels: Labels = {
  fairway: {
    skins_board: {
      title: 'Skins',
      summary:
        '%{won} skins won, %{carried} carried to the next hole. A hole is won by the only lowest score (%{basis}) once everyone has played it.',
      hole: 'Hole',
      at_stake: 'Skins',
      at_stake_name: 'Skins riding on the hole',
      holder: 'Who holds it',
      players: 'Skins won',
      player: 'Player',
      won: 'Skins',
      holes_won: 'Holes won',
      none_won: 'No skin won yet.',
      pot: 'Pot: %{pot}, shared among the skins won once the last hole is decided.',
      tv: {
        summary: '%{won} won · %{carried} carried · pot %{pot}',
        held: '%{name} holds',
        won: '%{name} won',
        tied: 'Tied so far (%{count})',
        carried: 'Tied: carried',
        void: 'Tied: void',
        split: 'Tied: split',
        play_off: 'Tied: play-off',
      },
    },
  },
};
