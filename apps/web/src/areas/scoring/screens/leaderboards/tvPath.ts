/** The club-house TV's page of a tournament's board: public, so that a screen shows a public board without signing in. */
export const tvPath = (tournamentId: number) => `/leaderboard/tv/${tournamentId}`;
