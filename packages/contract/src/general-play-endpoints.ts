import { z } from 'zod';
import { endpoint } from './endpoints.js';
import {
  generalPlayMarker,
  generalPlayRegistration,
  generalPlayRound,
  penaltyScore,
  penaltyScoreInput,
} from './general-play.js';
import { individualRoundRecord } from './scoring.js';

const roundParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** General play for handicap: registering, the marker's attest, the committee's rounds not returned. */
export const generalPlayEndpoints = {
  /** Registers the caller's round for handicap before it starts, with their marker. */
  registerGeneralPlay: endpoint({
    method: 'POST',
    path: '/api/player_rounds_individual/general_play/',
    body: generalPlayRegistration,
    status: 201,
    answer: individualRoundRecord,
  }),
  /** The club's golfers who may mark a round for handicap. */
  generalPlayMarkers: endpoint({
    method: 'GET',
    path: '/api/player_rounds_individual/general_play/markers/',
    answer: z.array(generalPlayMarker),
  }),
  /** The rounds the caller marks whose cards wait for their attest. */
  attestRequests: endpoint({
    method: 'GET',
    path: '/api/player_rounds_individual/general_play/attest_requests/',
    answer: z.array(generalPlayRound),
  }),
  /** The marker attests a returned card: the round makes its score record. */
  attestGeneralPlay: endpoint({
    method: 'POST',
    path: '/api/player_rounds_individual/general_play/{id}/attest/',
    params: roundParams,
    answer: generalPlayRound,
  }),
  /** The club's rounds for handicap not returned within its time limit, for the handicap committee. */
  notReturned: endpoint({
    method: 'GET',
    path: '/api/player_rounds_individual/general_play/not_returned/',
    answer: z.array(generalPlayRound),
  }),
  /** The handicap committee enters a penalty score for a round not returned. */
  enterPenaltyScore: endpoint({
    method: 'POST',
    path: '/api/player_rounds_individual/general_play/{id}/penalty_score/',
    params: roundParams,
    body: penaltyScoreInput,
    status: 201,
    answer: penaltyScore,
  }),
};
