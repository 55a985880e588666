/**
 * The API addresses this area's dashboard cards ask (their paths, without a query), which the first screen matches
 * against the early questions (decision 0146).
 */
export const tournamentsQuestion = '/api/tournaments/';
export const ownRoundsQuestion = '/api/player_rounds/my_rounds/';
export const competitionsQuestion = '/api/competitions/';
