import { enteringEndpoints, type EndpointAnswer, type EndpointInput } from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';

/** Members entering competitions themselves: the events open to them, their entries, the organiser's list. */

export type Competition = EndpointAnswer<typeof enteringEndpoints.competitions>[number];
export type CompetitionEntry = EndpointAnswer<typeof enteringEndpoints.myEntries>[number];
export type EntryBody = EndpointInput<typeof enteringEndpoints.enter>['body'];

export const enterCompetition = (tournamentId: number, body: EntryBody) =>
  callEndpoint(enteringEndpoints.enter, { params: { id: tournamentId }, body });

export const withdrawEntry = (entryId: number) => callEndpoint(enteringEndpoints.withdraw, { params: { id: entryId } });

export const acceptOfferedPlace = (entryId: number) =>
  callEndpoint(enteringEndpoints.accept, { params: { id: entryId } });
