import type { Labels } from '../../../providers/i18nProvider';

/** The tee sheet's screens: visitors' booking on the club's public page. */
export const labels: Labels = {
  fairway: {
    tee_sheet: {
      visitors: {
        title: 'Book a tee time',
        day: 'Day',
        no_times: 'No tee times are open to visitors on this day.',
        places_left: '%{smart_count} place left |||| %{smart_count} places left',
        green_fee: 'Green fee %{amount} a player, paid on arrival',
        name: 'Your name',
        email: 'E-mail',
        handicap_index: 'Handicap Index',
        players: 'Players',
        hold: 'Hold this time',
        code_sent: 'We mailed a code to %{email}. Enter it to confirm: the places are held for 15 minutes.',
        code: 'Code',
        confirm: 'Confirm the booking',
        confirmed: 'Booked: %{time} on %{date} for %{players}. Green fees of %{amount} are paid at the pro shop.',
        not_found: 'This club is not found.',
      },
    },
  },
};
