import { z } from 'zod';
import { endpoint } from './endpoints.js';
import { tournamentScoreDetails } from './score-details.js';

export const scoreDetailEndpoints = {
  /** Every player's cards hole by hole, and their handicaps worked out: organisers and the super admin. */
  scoreDetails: endpoint({
    method: 'GET',
    path: '/api/tournaments/{id}/score_details/',
    params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    answer: tournamentScoreDetails,
  }),
};
