import { z } from 'zod';
import {
  competitionEntryInput,
  competitionEntryList,
  competitionEntryRecord,
  competitionList,
  openCompetitionList,
} from './entering.js';
import { endpoint } from './endpoints.js';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Members entering competitions themselves: the events they may enter, their entries, the organiser's list. */
export const enteringEndpoints = {
  /** The events open for members' entries that the caller may see, each saying whether they may enter and why not. */
  competitions: endpoint({ method: 'GET', path: '/api/competitions/', answer: competitionList }),
  /** The caller enters a competition: into the field, or onto its waiting list when the field is full. */
  enter: endpoint({
    method: 'POST',
    path: '/api/competitions/{id}/enter/',
    params: idParams,
    body: competitionEntryInput,
    status: 201,
    answer: competitionEntryRecord,
  }),
  /** The caller's own entries, newest event first. */
  myEntries: endpoint({ method: 'GET', path: '/api/competition_entries/mine/', answer: competitionEntryList }),
  /** A tournament's entries made by members, the field's and the waiting list's, for its organisers. */
  tournamentEntries: endpoint({
    method: 'GET',
    path: '/api/tournaments/{id}/competition_entries/',
    params: idParams,
    answer: competitionEntryList,
  }),
  /** Withdraws an entry: its member until entries close, an organiser after. */
  withdraw: endpoint({
    method: 'POST',
    path: '/api/competition_entries/{id}/withdraw/',
    params: idParams,
    answer: competitionEntryRecord,
  }),
  /** The open events of other clubs a golfer of the caller's club may see, each saying whether they may enter. */
  openCompetitions: endpoint({ method: 'GET', path: '/api/open_competitions/', answer: openCompetitionList }),
  /** The caller, a golfer of their club, enters another club's open event with their own login. */
  enterOpen: endpoint({
    method: 'POST',
    path: '/api/open_competitions/{id}/enter/',
    params: idParams,
    body: competitionEntryInput,
    status: 201,
    answer: competitionEntryRecord,
  }),
  /** The organiser approves an entry awaiting approval: it takes a place in the field, or waits for one. */
  approve: endpoint({
    method: 'POST',
    path: '/api/competition_entries/{id}/approve/',
    params: idParams,
    answer: competitionEntryRecord,
  }),
  /** The organiser declines an entry awaiting approval. */
  decline: endpoint({
    method: 'POST',
    path: '/api/competition_entries/{id}/decline/',
    params: idParams,
    answer: competitionEntryRecord,
  }),
  /** The member takes the freed place they were offered, before the offer lapses. */
  accept: endpoint({
    method: 'POST',
    path: '/api/competition_entries/{id}/accept/',
    params: idParams,
    answer: competitionEntryRecord,
  }),
};
