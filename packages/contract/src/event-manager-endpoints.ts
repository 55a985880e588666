import { z } from 'zod';
import { endpoint } from './endpoints.js';
import {
  clubMemberChoice,
  eventManagerCandidate,
  rosterChangeInput,
  rosterPlayer,
  rosterQuery,
} from './roles-and-event-managers.js';

const base = '/api/event_manager';

/** The actions of a club's organisers and their rosters (their list and record are the `event_manager` resource). */
export const eventManagerEndpoints = {
  /** The club's active users who are not yet its organisers. */
  candidates: endpoint({
    method: 'GET',
    path: `${base}/user_list_non_connected_event_manager/`,
    answer: z.array(eventManagerCandidate),
  }),
  /** An organiser's roster, each player with their current Handicap Index. */
  roster: endpoint({
    method: 'GET',
    path: `${base}/event_manager_member_index/`,
    query: rosterQuery,
    answer: z.array(rosterPlayer),
  }),
  /** Members of the club to add to a roster, found by name. */
  rosterCandidates: endpoint({
    method: 'GET',
    path: `${base}/ddl_club_members/`,
    query: rosterQuery.extend({ search: z.string().max(200).optional() }),
    answer: z.array(clubMemberChoice),
  }),
  /** Adds a player to a roster or removes one; answers the roster as it now is. */
  changeRoster: endpoint({
    method: 'POST',
    path: `${base}/add_remove_event_manager_member_association/`,
    body: rosterChangeInput,
    answer: z.array(rosterPlayer),
  }),
};
