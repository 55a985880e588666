/**
 * The path of a board's live stream (server-sent events; not a JSON endpoint). Apart from the scoring endpoints'
 * schemas, so that the dashboard's live board card follows it without them (decision 0099).
 */
export const leaderboardStreamPath = (tournamentId: number) => `/api/tournaments/${tournamentId}/leaderboard/stream/`;
