import type { Labels } from '../../../providers/i18nProvider';

/** The handicap screens: a golfer's analysis (their own, or one of the club's for its admins) and the club table. */
export const labels: Labels = {
  fairway: {
    handicaps: {
      own_subtitle: 'Your Handicap Index and the scores behind it.',
      member_subtitle: '%{name}: the Handicap Index and the scores behind it.',
      own_not_found: 'You are not a golfer of this club: the analysis shows a golfer’s own score records.',
      not_found: 'This golfer is not one of the club’s, or no longer exists.',
      no_index: 'No index yet',
      facts: {
        handicap_index: 'Handicap Index',
        low_handicap_index: 'Low Handicap Index',
        change_3_months: 'Change over 3 months',
        change_12_months: 'Change over 12 months',
        trend: 'Trend',
      },
      trends: { improving: 'Improving', steady: 'Steady', rising: 'Rising' },
      index_title: 'Handicap Index over time',
      differentials_title: 'Latest score differentials',
      differentials_summary:
        '%{count} differentials, the oldest first; the %{counting} highlighted are those the index averages.',
      counting: 'Counting',
      not_counting: 'Not counting',
      terms_title: 'Score terms',
      terms_summary: 'Holes played on the cards of %{rounds} rounds: %{terms}.',
      terms: {
        hole_in_one: 'Holes in one',
        condor: 'Condors',
        albatross: 'Albatrosses',
        eagle: 'Eagles',
        birdie: 'Birdies',
        par: 'Pars',
        bogey: 'Bogeys',
        double_bogey: 'Double bogeys',
        triple_bogey: 'Triple bogeys',
        worse: 'Worse',
      },
      averages_title: 'Averages',
      averages: {
        gross: 'Gross score',
        net: 'Net score',
        adjusted_gross: 'Adjusted gross score',
        differential: 'Score differential',
        par_3: 'Strokes on par 3s',
        par_4: 'Strokes on par 4s',
        par_5: 'Strokes on par 5s',
      },
      averages_note: 'Of the latest 20 rounds; strokes by par over every card.',
      best_rounds: 'Best rounds',
      rounds: 'Score records',
      no_records: 'No score records yet: completed rounds that count for handicap and imported scores appear here.',
      columns: {
        played_on: 'Day',
        course: 'Course and tee',
        holes: 'Holes',
        gross: 'Gross',
        adjusted_gross: 'Adjusted',
        differential: 'Differential',
        index_after: 'Index after',
        card: 'Card',
      },
      sources: {
        tournament_round: 'Tournament',
        individual_round: 'Individual round',
        imported: 'Imported',
        penalty: 'Penalty score',
      },
      counting_mark: 'Counting',
      exceptional: 'Exceptional −%{strokes}',
      estimated: '%{holes} holes estimated',
      capped: { soft: 'Soft cap', hard: 'Hard cap' },
      open_card: 'Card',
      open_card_of: 'Card of %{day}',
      card_title: '%{course}, %{tee}: %{day}',
      card: { hole: 'Hole', par: 'Par', strokes: 'Strokes', gross: 'Gross', adjusted_gross: 'Adjusted gross' },
      close: 'Close',
      table: {
        subtitle:
          'The club’s golfers with their Handicap Index over the last 12 months. Open a golfer to see their analysis.',
        search: 'Search',
        show_only: 'Show only',
        csv: 'CSV',
        csv_saved: 'Saved %{file}.',
        columns: {
          name: 'Golfer',
          index_points: 'Last 12 months',
          handicap_index: 'Index',
          low_handicap_index: 'Low',
          change_3_months: '3 months',
          change_12_months: '12 months',
          rounds_played: 'Rounds',
          flags: 'Flags',
        },
        sort_by: 'Sort by %{column}',
        flags: {
          no_scores_12_months: 'No scores 12 months',
          exceptional_scores: 'Exceptional score',
          soft_cap_applied: 'Soft cap',
          hard_cap_applied: 'Hard cap',
        },
        none: 'No golfers match.',
        open: 'Open the analysis of %{name}',
        sparkline: '%{name}: Handicap Index from %{from} to %{to} over the last 12 months',
      },
      not_returned: {
        subtitle:
          'Rounds registered for handicap whose cards were not returned and attested within the club’s time limit, the oldest first. The committee may enter a penalty score for each (WHS Rule 7.2a).',
        none: 'Every round registered for handicap has been returned in time: none waits for the committee.',
        round: '%{date} %{start} · %{tee} · %{holes} holes · marker %{marker}',
        card: 'Card thru %{thru} · %{gross} strokes · due back by %{due}',
        form: 'Penalty score for %{name}',
        basis: 'Penalty score',
        basis_help:
          'The highest recent differential for a card not returned; the lowest where the score was withheld to gain an advantage.',
        bases: {
          highest: 'Highest of last 20 · not returned',
          lowest: 'Lowest of last 20 · withheld',
        },
        reason: 'Reason',
        enter: 'Enter penalty score',
        entered_highest:
          'Penalty score entered for %{name}: differential %{differential}, the highest of their last 20 (%{reason}). Their Handicap Index is revised.',
        entered_lowest:
          'Penalty score entered for %{name}: differential %{differential}, the lowest of their last 20 (%{reason}). Their Handicap Index is revised.',
      },
      actions: {
        import: 'Import score records',
        import_title: 'Import score records: %{name}',
        import_hint:
          'Past scores from another system, one a line. Every line is checked first: if one is wrong, none is imported. The Handicap Index is then revised from all the golfer’s records.',
        import_button: 'Import',
        choose_file: 'Read a .csv file',
        csv_columns:
          'A header line, then one score a line. Columns: date (YYYY-MM-DD), course, tee, holes (9 or 18; 18 when blank), course_rating, slope_rating, par (may be blank), adjusted_gross_score and/or score_differential, pcc (0 when blank).',
        imported: '1 score record imported |||| %{smart_count} score records imported',
        playing_conditions: 'Set playing conditions',
        playing_conditions_hint:
          'The playing conditions calculation (PCC) of a day at the club: the differentials of that day’s rounds are worked out again with it and their golfers’ indexes revised.',
        playing_conditions_button: 'Set PCC',
        pcc_range: 'From −1.0 to +3.0, to one decimal.',
        playing_conditions_set:
          'PCC %{pcc} set for %{day}: 1 score record revised |||| PCC %{pcc} set for %{day}: %{smart_count} score records revised',
        recompute: 'Recompute indexes',
        recompute_message:
          'Every golfer’s Handicap Index history is worked out again from all their score records. This may take a while for a large club.',
        recompute_one: 'Recompute index',
        recompute_one_message: '%{name}’s Handicap Index history is worked out again from all their score records.',
        recomputed:
          '1 golfer’s index recomputed (%{entries} revisions) |||| %{smart_count} golfers’ indexes recomputed (%{entries} revisions)',
      },
    },
  },
  resources: {
    score_records: {
      name: 'Score record |||| Score records',
      fields: {
        csv: 'Score records (CSV)',
        played_on: 'Day',
        pcc: 'PCC',
      },
    },
  },
};
