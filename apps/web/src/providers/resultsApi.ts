import { resultEndpoints, scoreDetailEndpoints, type EndpointAnswer } from '@fairway/contract';
import { callEndpoint } from './endpointClient';

/** A tournament's results: read, calculated by its format's rules, published; its cards' score details. */

export type TournamentResults = EndpointAnswer<typeof resultEndpoints.results>;
export type ResultCategory = TournamentResults['categories'][number];
export type ResultRow = ResultCategory['rows'][number];

const tournament = (id: number) => ({ params: { id: String(id) } });

export const readResults = (id: number, signal?: AbortSignal) =>
  callEndpoint(resultEndpoints.results, tournament(id), { signal });

export const calculateResults = (id: number) => callEndpoint(resultEndpoints.calculate, tournament(id));

export const publishResults = (id: number) => callEndpoint(resultEndpoints.publish, tournament(id));

export type TournamentScoreDetails = EndpointAnswer<typeof scoreDetailEndpoints.scoreDetails>;
export type ScoreDetailPlayer = TournamentScoreDetails['players'][number];

export const readScoreDetails = (id: number, signal?: AbortSignal) =>
  callEndpoint(scoreDetailEndpoints.scoreDetails, tournament(id), { signal });
