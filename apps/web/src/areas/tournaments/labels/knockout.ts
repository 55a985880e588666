import type { Labels } from '../../../providers/i18nProvider';

/** A knockout's words: its draw chart (on the tournament's page and on the live board), its draw and its results. */
export const labels: Labels = {
  fairway: {
    knockout: {
      chart: 'Draw chart',
      rounds: 'Rounds of the draw',
      bye: 'Bye',
      to_be_decided: 'To be decided',
      match: 'Round %{round}, match %{match}',
      matches: '%{smart_count} match |||| %{smart_count} matches',
      champion: 'Champion: %{name}',
      through_on_bye: 'Through on a bye',
      play_by: 'Play by %{day}',
      decided: {
        match_won: 'Won %{result}',
        extra_holes: 'Won %{result}',
        conceded: 'Conceded',
        walkover: 'Walkover',
      },
      not_drawn: 'The knockout is not drawn yet.',
      draw: {
        title: 'Draw the knockout',
        intro:
          'The entered field is drawn into a bracket of 2, 4, 8 ... lines; seeds 1 and 2 can meet only in the final. The draw can be made again until a result is entered.',
        seeding: 'Seeding',
        seedings: { handicap: 'By Handicap Index, lowest first', random: 'At random' },
        byes: 'Make up a short field with byes for the top seeds',
        first_deadline: 'First round played by',
        days_between: 'Days between rounds',
        deadlines: '%{smart_count} round, played by %{days} |||| %{smart_count} rounds, played by %{days}',
        submit: 'Draw',
        redraw: 'Draw again',
        drawn: 'The knockout is drawn.',
      },
      result: {
        enter: 'Enter result',
        title: 'Result of round %{round}, match %{match}',
        winner: 'Winner',
        decided_by: 'Decided by',
        decisions: {
          match_won: 'Match won',
          extra_holes: 'Won on extra holes',
          conceded: 'Conceded',
          walkover: 'Walkover',
        },
        holes_up: 'Holes up',
        holes_to_play: 'Holes to play',
        extra_holes: 'Extra holes played',
        played_on: 'Played on',
        save: 'Save result',
        saved: 'The result is in: the winner moves on.',
        correct: 'Correct result',
        correct_title: 'Correct the result of round %{round}, match %{match}',
        reason: 'Why it is corrected',
        reason_help: 'Entered as %{result}. The reason is kept with the correction.',
        corrected: 'The result is corrected.',
      },
    },
  },
};
