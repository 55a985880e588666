/**
 * The API addresses this area's dashboard cards ask (their paths, without a query), which the first screen matches
 * against the early questions (decision 0146).
 */
export const activeRoundsQuestion = '/api/player_rounds/active_rounds/';
export const liveBoardsQuestion = '/api/tournaments/detailed_leaderboard_for_all/';
