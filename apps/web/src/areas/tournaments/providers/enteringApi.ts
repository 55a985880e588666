import { enteringEndpoints, type EndpointAnswer, type EndpointInput } from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';

/**
 * Members entering competitions themselves: the events open to them and other clubs' open events, their entries, the
 * organiser's list and approvals.
 */

export type Competition = EndpointAnswer<typeof enteringEndpoints.competitions>[number];
export type CompetitionEntry = EndpointAnswer<typeof enteringEndpoints.myEntries>[number];
export type EntryBody = EndpointInput<typeof enteringEndpoints.enter>['body'];
export type OpenCompetition = EndpointAnswer<typeof enteringEndpoints.openCompetitions>[number];

export const enterCompetition = (tournamentId: number, body: EntryBody) =>
  callEndpoint(enteringEndpoints.enter, { params: { id: tournamentId }, body });

export const enterOpenCompetition = (tournamentId: number, body: EntryBody) =>
  callEndpoint(enteringEndpoints.enterOpen, { params: { id: tournamentId }, body });

export const approveEntry = (entryId: number) => callEndpoint(enteringEndpoints.approve, { params: { id: entryId } });

export const declineEntry = (entryId: number) => callEndpoint(enteringEndpoints.decline, { params: { id: entryId } });

export const withdrawEntry = (entryId: number) => callEndpoint(enteringEndpoints.withdraw, { params: { id: entryId } });

export const acceptOfferedPlace = (entryId: number) =>
  callEndpoint(enteringEndpoints.accept, { params: { id: entryId } });
