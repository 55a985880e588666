import type { tournamentEndpoints } from '@fairway/contract';
import { endpointRoute } from '../../../providers/endpointClient';

/**
 * The signed-in golfer's own rounds, through their route alone: the dashboard's next round card reads them, without
 * the tournament endpoints' schemas (decision 0099).
 */
export const ownRoundsRoute = endpointRoute<typeof tournamentEndpoints.ownRounds>({
  method: 'GET',
  path: '/api/player_rounds/my_rounds/',
});
