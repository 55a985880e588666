import { resultEndpoints, scoreDetailEndpoints, type EndpointAnswer, type EndpointInput } from '@fairway/contract';
import { callEndpoint, downloadEndpointFile } from '../../../providers/endpointClient';

/** A tournament's results: read, calculated by its format's rules, published; its cards' score details. */

export type TournamentResults = EndpointAnswer<typeof resultEndpoints.results>;
export type ResultCategory = TournamentResults['categories'][number];
export type ResultRow = ResultCategory['rows'][number];

const tournament = (id: number) => ({ params: { id: String(id) } });

export const readResults = (id: number, signal?: AbortSignal) =>
  callEndpoint(resultEndpoints.results, tournament(id), { signal });

export const calculateResults = (id: number) => callEndpoint(resultEndpoints.calculate, tournament(id));

export const publishResults = (id: number) => callEndpoint(resultEndpoints.publish, tournament(id));

export type ResultMatch = TournamentResults['matches'][number];
export type MatchPress = EndpointAnswer<typeof resultEndpoints.addMatchPress>;
export type MatchPressInput = EndpointInput<typeof resultEndpoints.addMatchPress>['body'];

/** A press and re-press's presses called by hand, every match's. */
export const listMatchPresses = (id: number, signal?: AbortSignal) =>
  callEndpoint(resultEndpoints.matchPresses, tournament(id), { signal });

/** Calls a press by hand in a match; 400 with the rule's reason when the side may not press. */
export const addMatchPress = (id: number, body: MatchPressInput) =>
  callEndpoint(resultEndpoints.addMatchPress, { ...tournament(id), body });

export const removeMatchPress = (id: number, pressId: number) =>
  callEndpoint(resultEndpoints.removeMatchPress, { params: { id: String(id), press_id: String(pressId) } });
export type ResultTeam = TournamentResults['teams'][number];

/** Downloads a team event's result as CSV, under the name the server gives it. */
export const downloadTeamResultCsv = (id: number) =>
  downloadEndpointFile(resultEndpoints.teamResultCsv, tournament(id));
export type ResultPrize = TournamentResults['prizes'][number];
export type ResultCorrection = EndpointAnswer<typeof resultEndpoints.correction>;
export type ResultChange = ResultCorrection['changes'][number];
export type ResultHistory = EndpointAnswer<typeof resultEndpoints.history>;

/** Recalculates published results after a correction: unpublished, with what changed. */
export const recalculateResults = (id: number) => callEndpoint(resultEndpoints.recalculate, tournament(id));

/** The recalculation waiting to be published, if any (404 when none). */
export const readCorrection = (id: number, signal?: AbortSignal) =>
  callEndpoint(resultEndpoints.correction, tournament(id), { signal });

export type PublishedResultChanges = EndpointAnswer<typeof resultEndpoints.resultChanges>[number];
export type ResultTeamChange = PublishedResultChanges['team_changes'][number];
export type ResultMatchChange = PublishedResultChanges['match_changes'][number];

/** The club's published results that the rules as the server holds them now would change, line by line. */
export const listResultChanges = (signal?: AbortSignal) => callEndpoint(resultEndpoints.resultChanges, {}, { signal });

/** Recalculates published results and publishes them again at once, with the reason kept and mailed. */
export const republishResults = (id: number, reason: string) =>
  callEndpoint(resultEndpoints.republish, { ...tournament(id), body: { reason } });

/** Saves the results sheet (PDF) the browser's way; answers the file's name. */
export const downloadResultsPdf = (id: number) => downloadEndpointFile(resultEndpoints.pdf, tournament(id));

/** The winners of every edition of a series. */
export const readResultHistory = (seriesId: number, signal?: AbortSignal) =>
  callEndpoint(resultEndpoints.history, { params: { id: String(seriesId) } }, { signal });

export type TournamentScoreDetails = EndpointAnswer<typeof scoreDetailEndpoints.scoreDetails>;
export type ScoreDetailPlayer = TournamentScoreDetails['players'][number];

export const readScoreDetails = (id: number, signal?: AbortSignal) =>
  callEndpoint(scoreDetailEndpoints.scoreDetails, tournament(id), { signal });

export type OrderOfMerit = EndpointAnswer<typeof resultEndpoints.orderOfMerit>;
export type MeritStanding = OrderOfMerit['standings'][number];

/** A series' order of merit after its latest counting event. */
export const readOrderOfMerit = (seriesId: number, signal?: AbortSignal) =>
  callEndpoint(resultEndpoints.orderOfMerit, { params: { id: String(seriesId) }, query: {} }, { signal });
