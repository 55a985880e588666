import { enteringEndpoints, type EndpointAnswer, type EndpointInput } from '@fairway/contract';
import { callEndpoint, endpointRoute } from '../../../providers/endpointClient';

/** Members entering competitions themselves: the events open to them, their entries, the organiser's list. */

export type Competition = EndpointAnswer<typeof enteringEndpoints.competitions>[number];
export type CompetitionEntry = EndpointAnswer<typeof enteringEndpoints.myEntries>[number];
export type EntryBody = EndpointInput<typeof enteringEndpoints.enter>['body'];

/** Its route alone, without the endpoints' schemas: the dashboard's card of events open for entry reads it. */
export const competitionsEndpoint = endpointRoute<typeof enteringEndpoints.competitions>({
  method: 'GET',
  path: '/api/competitions/',
});

export const enterCompetition = (tournamentId: number, body: EntryBody) =>
  callEndpoint(enteringEndpoints.enter, { params: { id: tournamentId }, body });

export const withdrawEntry = (entryId: number) => callEndpoint(enteringEndpoints.withdraw, { params: { id: entryId } });

export const acceptOfferedPlace = (entryId: number) =>
  callEndpoint(enteringEndpoints.accept, { params: { id: entryId } });
