import { z } from 'zod';
import { endpoint } from './endpoints.js';
import {
  activePlayer,
  bulkEntryAnswer,
  bulkEntryInput,
  drawInput,
  groupsChangeInput,
  ownRound,
  playerRoundRecord,
  recalculationAnswer,
  recalculationInput,
  roundGroupsAnswer,
  roundStatusInput,
  tournamentCandidate,
  tournamentCandidatesQuery,
  tournamentRecord,
  teamDrawAnswer,
  teamDrawInput,
  tournamentStatusInput,
} from './tournaments.js';

const id = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const roundQuery = z.object({ player_round_id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The actions of tournaments, their field, rounds and draw (their lists and records are resources). */
export const tournamentEndpoints = {
  /** Moves a tournament to another status; a move not allowed answers 409 naming the allowed ones. */
  changeStatus: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/change_status/',
    params: id,
    body: tournamentStatusInput,
    answer: tournamentRecord,
  }),
  /** Draws the field into ABCD teams of four, replacing the tournament's teams, until a round has started. */
  drawTeams: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/teams/draw/',
    params: id,
    body: teamDrawInput,
    answer: teamDrawAnswer,
  }),
  /** Works the field's handicaps out again from today's indexes, tees and allowance: shown, or written. */
  recalculate: endpoint({
    method: 'POST',
    path: '/api/tournaments/{id}/recalculate_handicaps/',
    params: id,
    body: recalculationInput,
    answer: recalculationAnswer,
  }),
  /** The club's golfers (and an event manager's roster) who can still be entered, with their index. */
  candidates: endpoint({
    method: 'GET',
    path: '/api/members/get_tournament_members/',
    query: tournamentCandidatesQuery,
    answer: z.array(tournamentCandidate),
  }),
  /** Enters up to 200 golfers at once: all of them, or none and the first refused named. */
  bulkEnter: endpoint({
    method: 'POST',
    path: '/api/tournament_members/bulk_enter/',
    body: bulkEntryInput,
    status: 201,
    answer: bulkEntryAnswer,
  }),
  /** Moves a round to another status: one active round per tournament; completing asks to confirm missing scores. */
  changeRoundStatus: endpoint({
    method: 'POST',
    path: '/api/player_rounds/change_player_round_status/',
    body: roundStatusInput,
    answer: playerRoundRecord,
  }),
  /** The caller's own rounds: those they play in, and an event manager's those of their series. */
  ownRounds: endpoint({
    method: 'GET',
    path: '/api/player_rounds/my_rounds/',
    answer: z.array(ownRound),
  }),
  /** The players of the event manager's active rounds. */
  activePlayersForEventManager: endpoint({
    method: 'GET',
    path: '/api/player_rounds/active_player_for_event_manager/',
    answer: z.array(activePlayer),
  }),
  /** A round's groups with their players: the tee sheet. */
  roundGroups: endpoint({
    method: 'GET',
    path: '/api/player_round_groups/of_round/',
    query: roundQuery,
    answer: roundGroupsAnswer,
  }),
  /** A round's groups that have no score yet. */
  groupsWithoutScore: endpoint({
    method: 'GET',
    path: '/api/player_round_groups/round_group_without_score/',
    query: roundQuery,
    answer: roundGroupsAnswer,
  }),
  /** Draws a round: its groups made anew from the field, by handicap, at random or by team pairing. */
  draw: endpoint({
    method: 'POST',
    path: '/api/player_round_groups/draw/',
    body: drawInput,
    answer: roundGroupsAnswer,
  }),
  /** Sets the players of groups of a round at once (a drag on the tee sheet); answers the round's groups. */
  updateMembersInGroup: endpoint({
    method: 'POST',
    path: '/api/group_members/update_members_in_group/',
    body: groupsChangeInput,
    answer: roundGroupsAnswer,
  }),
};
