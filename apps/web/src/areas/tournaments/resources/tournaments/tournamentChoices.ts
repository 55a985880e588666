import {
  countbackFractions,
  countbackMethods,
  leaderboardVisibilities,
  nines,
  playedAsOptions,
  scoringBases,
  skinsLastHoleTies,
  skinsTies,
  tournamentFormats,
} from '@fairway/contract';

const choicesOf = (values: readonly string[], labels: string) =>
  values.map((value) => ({ id: value, name: `fairway.tournaments.${labels}.${value}` }));

/** The choices of a tournament's terms, each named in words. */
export const tournamentChoices = {
  format: choicesOf(tournamentFormats, 'formats'),
  scoringBasis: choicesOf(scoringBases, 'scoring_bases'),
  visibility: choicesOf(leaderboardVisibilities, 'visibilities'),
  countbackMethod: choicesOf(countbackMethods, 'countback_methods'),
  countbackFractions: choicesOf(countbackFractions, 'countback_fractions'),
  nine: choicesOf(nines, 'nines'),
  playedAs: choicesOf(playedAsOptions, 'played_as'),
  skinsTies: choicesOf(skinsTies, 'skins_ties'),
  skinsLastHoleTies: choicesOf(skinsLastHoleTies, 'skins_last_hole_ties'),
  flightsMethod: choicesOf(['index_bands', 'equal_sizes'], 'flights_methods'),
  gender: choicesOf(['M', 'F'], 'genders'),
  holes: [
    { id: 18, name: '18' },
    { id: 9, name: '9' },
  ],
};
