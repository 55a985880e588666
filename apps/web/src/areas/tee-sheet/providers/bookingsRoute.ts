import type { teeSheetEndpoints } from '@fairway/contract';
import { endpointRoute } from '../../../providers/endpointClient';

/**
 * The bookings list's route alone, without the tee sheet's schemas: the dashboard's next tee time card reads it
 * (decision 0099).
 */
export const bookingsRoute = endpointRoute<typeof teeSheetEndpoints.bookings>({
  method: 'GET',
  path: '/api/bookings/',
});
