import { z } from 'zod';
import {
  activeContest,
  contestMeasurementInput,
  contestMeasurementSaved,
  contestPlayers,
  contestQuery,
  contestStandings,
} from './contests.js';
import { endpoint } from './endpoints.js';

const contestParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const saveMeasurement = <const Path extends `/api/${string}/`>(path: Path) =>
  endpoint({ method: 'POST', path, body: contestMeasurementInput, answer: contestMeasurementSaved });
const playersOf = <const Path extends `/api/${string}/`>(path: Path) =>
  endpoint({ method: 'GET', path, query: contestQuery, answer: contestPlayers });
const activeOf = <const Path extends `/api/${string}/`>(path: Path) =>
  endpoint({ method: 'GET', path, answer: z.array(activeContest) });

/** Side contests: the active ones of each kind, the players still to measure, measurements and standings. */
export const contestEndpoints = {
  activeLongestDrive: activeOf('/api/active_longest_drive/'),
  activeNearestCentral: activeOf('/api/active_nearest_central/'),
  activeNearestToPin: activeOf('/api/active_nearest_to_pin/'),
  membersLongestDrive: playersOf('/api/get_members_list_longest_drive/'),
  membersNearestCentral: playersOf('/api/get_members_list_nearest_cetere/'),
  membersNearestToPin: playersOf('/api/get_members_list_nearest_pin/'),
  saveLongestDrive: saveMeasurement('/api/save_longest_drive_distance/'),
  saveNearestCentral: saveMeasurement('/api/save_nearest_central_distance/'),
  saveNearestToPin: saveMeasurement('/api/save_nearest_to_pin_distance/'),
  /** A contest's standings: each player's latest measurement, ranked, ties sharing a position. */
  standings: endpoint({
    method: 'GET',
    path: '/api/contests/{id}/standings/',
    params: contestParams,
    answer: contestStandings,
  }),
};
