import type { EndpointAnswer, EndpointInput, scoringEndpoints, scoringLimits } from '@fairway/contract';

type Declared = typeof scoringEndpoints;

/** The endpoints the scoring page calls. */
export type ScoringCall = 'saveScore' | 'signCard' | 'groupCard' | 'activePlayer';
export type ScoringInput<K extends ScoringCall> = EndpointInput<Declared[K]>;
export type ScoringAnswer<K extends ScoringCall> = EndpointAnswer<Declared[K]>;

/**
 * Their methods and paths as `@fairway/contract` declares them, held to the declarations by the compiler (a path that
 * changes there fails to compile here) but without the declarations' zod schemas, which would bring zod and the
 * contract's schemas into the page, a quarter of its JavaScript (decision 0061). Inputs and answers are typed from the
 * declarations.
 */
export const scoringCalls = {
  saveScore: { method: 'POST', path: '/api/scores/save_score/' },
  signCard: { method: 'POST', path: '/api/scores/sign_card/' },
  groupCard: { method: 'GET', path: '/api/scores/group_card/' },
  activePlayer: { method: 'GET', path: '/api/player_rounds/active_player/' },
} as const satisfies { [K in ScoringCall]: Pick<Declared[K], 'method' | 'path'> };

/** The contract's limits of live scoring that the page applies, held to it the same way. */
export const strokeLimits = {
  minStrokes: 1,
  maxStrokes: 20,
  entriesPerCall: 200,
} as const satisfies Pick<typeof scoringLimits, 'minStrokes' | 'maxStrokes' | 'entriesPerCall'>;

/** The length of an organiser's reason for a correction, held to the contract's limit the same way. */
export const correctionLimits = { reason: 300 } as const satisfies Pick<typeof scoringLimits, 'reason'>;
