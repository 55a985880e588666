/**
 * The API addresses this area's dashboard cards ask (their paths, without a query), which the first screen matches
 * against the early questions (decision 0146).
 */
export const ownProfileQuestion = '/api/users/current/profile/';
