import type {
  contestEndpoints,
  contestLimits,
  EndpointAnswer,
  EndpointInput,
  scoringEndpoints,
  scoringLimits,
} from '@fairway/contract';

type Declared = typeof scoringEndpoints & typeof contestEndpoints;

/** The endpoints the phone entry calls: the group's scores, and the side contests at the hole (decision 0074). */
export type ScoringCall =
  | 'saveScore'
  | 'signCard'
  | 'groupCard'
  | 'activePlayer'
  | 'activeLongestDrive'
  | 'activeNearestCentral'
  | 'activeNearestToPin'
  | 'membersLongestDrive'
  | 'membersNearestCentral'
  | 'membersNearestToPin'
  | 'saveLongestDrive'
  | 'saveNearestCentral'
  | 'saveNearestToPin';
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
  activeLongestDrive: { method: 'GET', path: '/api/active_longest_drive/' },
  activeNearestCentral: { method: 'GET', path: '/api/active_nearest_central/' },
  activeNearestToPin: { method: 'GET', path: '/api/active_nearest_to_pin/' },
  membersLongestDrive: { method: 'GET', path: '/api/get_members_list_longest_drive/' },
  membersNearestCentral: { method: 'GET', path: '/api/get_members_list_nearest_cetere/' },
  membersNearestToPin: { method: 'GET', path: '/api/get_members_list_nearest_pin/' },
  saveLongestDrive: { method: 'POST', path: '/api/save_longest_drive_distance/' },
  saveNearestCentral: { method: 'POST', path: '/api/save_nearest_central_distance/' },
  saveNearestToPin: { method: 'POST', path: '/api/save_nearest_to_pin_distance/' },
} as const satisfies { [K in ScoringCall]: Pick<Declared[K], 'method' | 'path'> };

/** The contract's limits of live scoring that the page applies, held to it the same way. */
export const strokeLimits = {
  minStrokes: 1,
  maxStrokes: 20,
  entriesPerCall: 200,
} as const satisfies Pick<typeof scoringLimits, 'minStrokes' | 'maxStrokes' | 'entriesPerCall'>;

/** The length of an organiser's reason for a correction, held to the contract's limit the same way. */
export const correctionLimits = { reason: 300 } as const satisfies Pick<typeof scoringLimits, 'reason'>;

/** The furthest a measurement may be, in millimetres, and the most feet, held to the contract's limits the same way. */
export const measurementLimits = {
  maxMillimetres: { longest_drive: 500_000, nearest_to_pin: 100_000, nearest_to_centre: 100_000 },
  maxFeet: 328,
} as const satisfies Pick<typeof contestLimits, 'maxMillimetres' | 'maxFeet'>;

/** Each contest kind's three calls: its active contests, its players still to measure, and its measurement. */
export const contestCalls = {
  longest_drive: { active: 'activeLongestDrive', players: 'membersLongestDrive', save: 'saveLongestDrive' },
  nearest_to_centre: { active: 'activeNearestCentral', players: 'membersNearestCentral', save: 'saveNearestCentral' },
  nearest_to_pin: { active: 'activeNearestToPin', players: 'membersNearestToPin', save: 'saveNearestToPin' },
} as const satisfies Record<
  keyof typeof contestLimits.maxMillimetres,
  { active: ScoringCall; players: ScoringCall; save: ScoringCall }
>;

export type ActiveContestRow = ScoringAnswer<'activeLongestDrive'>[number];
export type PhoneContest = ActiveContestRow['contest'];
export type ContestPlayers = ScoringAnswer<'membersLongestDrive'>;
export type MeasurementBody = ScoringInput<'saveLongestDrive'>['body'];
export type SavedMeasurement = ScoringAnswer<'saveLongestDrive'>;
