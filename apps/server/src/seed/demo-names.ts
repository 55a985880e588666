/** The demo's tournament in play on the day it is seeded: the one `npm run demo:play` plays unless told another. */
export const demoLiveTournamentName = 'Monthly Medal: November';
