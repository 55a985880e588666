import { z } from 'zod';
import { endpoint } from './endpoints.js';
import {
  ballotEntriesList,
  ballotEntriesQuery,
  ballotEntryChangeInput,
  ballotEntryInput,
  ballotEntryRecord,
  ballotRecord,
  waitingListAnswer,
  waitingListInput,
  waitingListQuery,
  waitingListRecord,
} from './ballots.js';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The ballot's and the waiting list's actions beside the ballots resource. */
export const ballotEndpoints = {
  /** A club admin draws a ballot whose close has passed (the server draws it at its next tick otherwise). */
  draw: endpoint({ method: 'POST', path: '/api/ballots/{id}/draw/', params: idParams, answer: ballotRecord }),
  entries: endpoint({
    method: 'GET',
    path: '/api/ballot_entries/',
    query: ballotEntriesQuery,
    answer: ballotEntriesList,
  }),
  entry: endpoint({ method: 'GET', path: '/api/ballot_entries/{id}/', params: idParams, answer: ballotEntryRecord }),
  /** A member enters a group of up to four in an open ballot before its close. */
  enter: endpoint({
    method: 'POST',
    path: '/api/ballot_entries/',
    body: ballotEntryInput,
    status: 201,
    answer: ballotEntryRecord,
  }),
  changeEntry: endpoint({
    method: 'PATCH',
    path: '/api/ballot_entries/{id}/',
    params: idParams,
    body: ballotEntryChangeInput,
    answer: ballotEntryRecord,
  }),
  withdrawEntry: endpoint({
    method: 'DELETE',
    path: '/api/ballot_entries/{id}/',
    params: idParams,
    status: 204,
    answer: z.null(),
  }),
  waitingList: endpoint({
    method: 'GET',
    path: '/api/waiting_list/',
    query: waitingListQuery,
    answer: waitingListAnswer,
  }),
  /** A member asks for a window of a full day. */
  ask: endpoint({
    method: 'POST',
    path: '/api/waiting_list/',
    body: waitingListInput,
    status: 201,
    answer: waitingListRecord,
  }),
  /** The member takes the place offered: it becomes their booking. */
  accept: endpoint({
    method: 'POST',
    path: '/api/waiting_list/{id}/accept/',
    params: idParams,
    answer: waitingListRecord,
  }),
  /** The member turns the place offered down (it goes to the next whose window fits), or withdraws the request. */
  decline: endpoint({
    method: 'POST',
    path: '/api/waiting_list/{id}/decline/',
    params: idParams,
    answer: waitingListRecord,
  }),
};
