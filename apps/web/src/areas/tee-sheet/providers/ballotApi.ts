import { ballotEndpoints, type EndpointInput } from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';

/** The ballot's and waiting list's actions. */

export const listBallotEntries = () => callEndpoint(ballotEndpoints.entries, { query: {} });
export const drawBallot = (id: number) => callEndpoint(ballotEndpoints.draw, { params: { id } });
export const enterBallot = (body: EndpointInput<typeof ballotEndpoints.enter>['body']) =>
  callEndpoint(ballotEndpoints.enter, { body });
export const withdrawBallotEntry = (id: number) => callEndpoint(ballotEndpoints.withdrawEntry, { params: { id } });

export const listWaitingList = () => callEndpoint(ballotEndpoints.waitingList, { query: {} });
export const askWaitingList = (body: EndpointInput<typeof ballotEndpoints.ask>['body']) =>
  callEndpoint(ballotEndpoints.ask, { body });
export const acceptOffer = (id: number) => callEndpoint(ballotEndpoints.accept, { params: { id } });
export const declineOffer = (id: number) => callEndpoint(ballotEndpoints.decline, { params: { id } });
