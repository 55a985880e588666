import type { Labels } from '../../../providers/i18nProvider';

/**
 * The master data's screens: countries, states, cities, user types, prize types and score terms.
 */
export const labels: Labels = {
  fairway: {
    score_terms: {
      hole_in_one: 'Hole in one',
    },
  },
  resources: {
    countries: {
      name: 'Country |||| Countries',
      fields: {
        id: 'Id',
        name: 'Name',
        iso_code: 'ISO code',
        phone_code: 'Phone code',
        is_active: 'Active',
        updated_at: 'Last changed',
      },
    },
    states: {
      name: 'State |||| States',
      fields: {
        id: 'Id',
        name: 'Name',
        code: 'Code',
        country_id: 'Country',
        country_name: 'Country',
        is_active: 'Active',
        updated_at: 'Last changed',
      },
    },
    cities: {
      name: 'City |||| Cities',
      fields: {
        id: 'Id',
        name: 'Name',
        state_id: 'State',
        state_name: 'State',
        country_id: 'Country',
        country_name: 'Country',
        is_active: 'Active',
        updated_at: 'Last changed',
      },
    },
    user_type: {
      name: 'User Type |||| User Types',
      fields: {
        id: 'Id',
        name: 'Name',
        description: 'Description',
        is_active: 'Active',
        updated_at: 'Last changed',
      },
    },
    prize_types: {
      name: 'Prize Type |||| Prize Types',
      fields: {
        id: 'Id',
        name: 'Name',
        description: 'Description',
        is_active: 'Active',
        updated_at: 'Last changed',
      },
    },
    score_terms: {
      name: 'Score Term |||| Score Terms',
      fields: {
        id: 'Id',
        name: 'Name',
        strokes_to_par: 'Strokes to par',
        is_hole_in_one: 'Hole in one',
        colour: 'Colour',
        is_active: 'Active',
        updated_at: 'Last changed',
      },
    },
  },
};
