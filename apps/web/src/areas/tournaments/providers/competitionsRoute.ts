import type { enteringEndpoints } from '@fairway/contract';
import { endpointRoute } from '../../../providers/endpointClient';

/**
 * The events a member may enter, its route alone, without the entering endpoints' schemas: the dashboard's card of
 * events open for entry reads it (decision 0099).
 */
export const competitionsRoute = endpointRoute<typeof enteringEndpoints.competitions>({
  method: 'GET',
  path: '/api/competitions/',
});
