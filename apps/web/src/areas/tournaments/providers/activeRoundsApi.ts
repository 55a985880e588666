import type { EndpointAnswer, scoringEndpoints } from '@fairway/contract';
import { endpointRoute } from '../../../providers/endpointClient';

/** The club's rounds in play, with how far each group has played. */
export type ActiveRound = EndpointAnswer<typeof scoringEndpoints.activeRounds>[number];

/**
 * Its route alone, without the scoring endpoints' schemas: the dashboard's rounds in play card reads it (decision
 * 0099).
 */
export const activeRoundsEndpoint = endpointRoute<typeof scoringEndpoints.activeRounds>({
  method: 'GET',
  path: '/api/player_rounds/active_rounds/',
});
