import { z } from 'zod';
import { endpoint } from './endpoints.js';
import { clubDay } from './fields.js';
import {
  matchPressInput,
  matchPressRecord,
  orderOfMerit,
  publishedResult,
  publishedResultChanges,
  republishResultsInput,
  resultCorrection,
  seriesOrderOfMerit,
  tournamentResultHistory,
  tournamentResults,
} from './results.js';

const tournamentParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ryderCupMatchScoreQuery = z.object({
  totals: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      "`true`: the answer's `teams` holds the two sides with their points; else it is empty (the matches alone)",
    ),
});

export const matchPressesQuery = z.object({
  group_id: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe("One match's presses: its group"),
});

export const orderOfMeritQuery = z.object({
  to: clubDay
    .optional()
    .describe('The table as it stood on this day (YYYY-MM-DD); by default after the latest counting event'),
});

const matchPressParams = tournamentParams.extend({
  press_id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** A calculation of the tournament's results, answered as they are stored. */
const calculation = <const Path extends `/api/tournaments/{id}/${string}/`>(path: Path) =>
  endpoint({ method: 'POST', path, params: tournamentParams, answer: tournamentResults });

/**
 * A tournament's results: calculated from the stored scores and the entries' handicaps, kept as one snapshot (the
 * previous ones as history), published once. The spec's named calculations each answer for a tournament of their
 * own format only.
 */
export const resultEndpoints = {
  /** The results as last calculated: organisers only until they are published. */
  results: endpoint({
    method: 'GET',
    path: '/api/tournaments/{id}/results/',
    params: tournamentParams,
    answer: tournamentResults,
  }),
  /** Calculates the results of the tournament's format and stores them, replacing the last calculation. */
  calculate: calculation('/api/tournaments/{id}/calculate_result_for_tournament/'),
  /** The Peoria: calculates a Peoria tournament's results (400 for another format). */
  peoria: calculation('/api/tournaments/{id}/peoria/'),
  /** The double Peoria (400 for another format). */
  doublePeoria: calculation('/api/tournaments/{id}/double_peoria/'),
  /** The double Peoria (India), with its band table (400 for another format). */
  doublePeoriaIndia: calculation('/api/tournaments/{id}/double_peoria_india/'),
  /** The double Peoria without players' index (400 for another format). */
  doublePeoriaWithoutPlayersIndex: calculation('/api/tournaments/{id}/double_peoria_without_players_index/'),
  /** The four-ball better ball: each pair's better ball per hole, the pairs ranked (400 for another format). */
  fourballResult: calculation('/api/tournaments/{id}/fourball_result/'),
  /** Press and re-press: each match's Nassau bets with their presses (400 for another format). */
  pressRepressCalculation: calculation('/api/tournaments/{id}/press_repress_calculation/'),
  /** The Ryder Cup's match scores; with `?totals=true` the sides' points too (400 for another format). */
  ryderCupMatchScore: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/ryder_cup_match_score/',
    params: tournamentParams,
    query: ryderCupMatchScoreQuery,
    answer: tournamentResults,
  }),
  /** The team result: best N of M (400 for another format). */
  teamResult: calculation('/api/tournaments/{id}/team_result/'),
  /** The team result as last calculated, as CSV: one row a team, then its players. */
  teamResultCsv: endpoint({
    method: 'GET',
    path: '/api/tournaments/{id}/team_result_csv/',
    params: tournamentParams,
    answer: z.string().meta({ format: 'binary', description: 'The CSV text, UTF-8 with a header row' }),
  }),
  /** Publishes the results: visible as the board is; the tournament completed; the Peoria draw shown. */
  publish: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/results/publish/',
    params: tournamentParams,
    answer: tournamentResults,
  }),
  /** Recalculates published results after a correction, unpublished, and answers what changed. */
  recalculate: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/recalculate_score_details_for_tournament/',
    params: tournamentParams,
    answer: resultCorrection,
  }),
  /** The correction waiting to be published: what changed against the published results. */
  correction: endpoint({
    method: 'GET',
    path: '/api/tournaments/{id}/recalculate_score_details_for_tournament/',
    params: tournamentParams,
    answer: resultCorrection,
  }),
  /** The club's published results that its stored scores and handicaps, by the rules as they are now, would change. */
  resultChanges: endpoint({
    method: 'GET',
    path: '/api/tournaments/published_results/changes/',
    answer: z.array(publishedResultChanges),
  }),
  /** Recalculates published results and publishes them again in their place, with the reason. */
  republish: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/results/republish/',
    params: tournamentParams,
    body: republishResultsInput,
    answer: tournamentResults,
  }),
  /** The results sheet as a PDF. */
  pdf: endpoint({
    method: 'GET',
    path: '/api/tournaments/{id}/generate_pdf_view/',
    params: tournamentParams,
    answer: z.string().meta({ format: 'binary', description: 'The PDF' }),
  }),
  /** The club's tournaments whose results are published and the caller may read, the latest first. */
  published: endpoint({
    method: 'GET',
    path: '/api/tournaments/published_results/',
    answer: z.array(publishedResult),
  }),
  /** The winners of every edition of a series, by year and category. */
  history: endpoint({
    method: 'GET',
    path: '/api/tournament_masters/{id}/tournament_result_history/',
    params: tournamentParams,
    answer: tournamentResultHistory,
  }),
  /** The club's series that keep an order of merit. */
  ordersOfMerit: endpoint({
    method: 'GET',
    path: '/api/tournament_masters/orders_of_merit/',
    answer: z.array(seriesOrderOfMerit),
  }),
  /** A series' order of merit from the published results of its counting events. */
  orderOfMerit: endpoint({
    method: 'GET',
    path: '/api/tournament_masters/{id}/order_of_merit/',
    params: tournamentParams,
    query: orderOfMeritQuery,
    answer: orderOfMerit,
  }),
  /** Clears a Peoria tournament's draw and results before publication, so that the draw can be made again. */
  resetForPeoria: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/reset_tournament_for_peoria/',
    params: tournamentParams,
    status: 204,
    answer: z.null(),
  }),
  /** A press and re-press's presses called by hand, match by match; `?group_id=` one match's. */
  matchPresses: endpoint({
    method: 'GET',
    path: '/api/tournaments/{id}/match_presses/',
    params: tournamentParams,
    query: matchPressesQuery,
    answer: z.array(matchPressRecord),
  }),
  /** Calls a press by hand in a match. */
  addMatchPress: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/match_presses/',
    params: tournamentParams,
    body: matchPressInput,
    status: 201,
    answer: matchPressRecord,
  }),
  /** Removes a press called by hand. */
  removeMatchPress: endpoint({
    method: 'DELETE',
    path: '/api/tournaments/{id}/match_presses/{press_id}/',
    params: matchPressParams,
    status: 204,
    answer: z.null(),
  }),
};
