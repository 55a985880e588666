import type { Labels } from '../../../providers/i18nProvider';

/** The side contests: the active ones of each kind with their leaders, and a contest's full standings. */
export const labels: Labels = {
  fairway: {
    contests: {
      intro: {
        longest_drive: 'The longest drive contests of the rounds in play, with who leads each.',
        nearest_to_centre: 'The nearest to the centre line contests of the rounds in play, with who leads each.',
        nearest_to_pin: 'The nearest to the pin contests of the rounds in play, with who leads each.',
      },
      none: 'No contest of this kind is running on a round in play. It shows here once its round starts.',
      kinds: {
        longest_drive: 'Longest drive',
        nearest_to_centre: 'Nearest the centre line',
        nearest_to_pin: 'Nearest the pin',
      },
      round: 'Round %{number}',
      hole: 'Hole %{number}',
      hole_par: 'Hole %{number}, par %{par}',
      genders: { M: 'Men', F: 'Women' },
      measured: '%{smart_count} player measured |||| %{smart_count} players measured',
      no_leader: 'Nobody measured yet',
      leader: 'Leader',
      tie: 'Tie',
      standings: 'Standings',
      measure: 'Measure',
      back: 'All active contests',
      not_found: 'This contest is not one of your club’s, or no longer exists.',
      inactive: 'This contest is closed: it takes no more measurements.',
      not_in_contention: 'Not in contention',
      no_measurements: 'Nobody has been measured in this contest yet.',
      measured_by: 'Measured by %{name}, %{time}',
      accuracy: '± %{metres} m',
      columns: {
        position: 'Pos',
        position_name: 'Position',
        player: 'Player',
        distance: 'Distance',
        measured: 'Measured',
      },
      open_phone_page: 'Open the page at the hole',
      stream: { live: 'Live', reconnecting: 'Reconnecting…', offline: 'Not live: reload to see new measurements' },
    },
  },
};
