import { z } from 'zod';
import { endpoint } from './endpoints.js';
import {
  activeRoundProgress,
  cardSignature,
  cardSignatureInput,
  currentRound,
  groupCard,
  groupCardQuery,
  groupCloneInput,
  guestRoundStart,
  guestTeeSet,
  guestTeeSetsQuery,
  individualRoundPage,
  individualRoundRecord,
  individualRoundStart,
  leaderboard,
  leaderboardQuery,
  saveScoreAnswer,
  saveScoreInput,
} from './scoring.js';

const tournamentParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Live scoring and leader boards. The stream of a board
 * (`GET /api/tournaments/{id}/leaderboard/stream/`, `text/event-stream`) is not a JSON endpoint: its events carry
 * `leaderboardChange` as data, `snapshot` first (every row), then `rows` (the rows changed), each with the board's
 * version as its id; sent again as `Last-Event-ID`, it resumes from there. It takes the board's `category` and `basis`
 * as its query, as the board does.
 */
export const scoringEndpoints = {
  /** Saves one score or a phone's queue of up to 200: each applied or refused on its own; the same key writes once. */
  saveScore: endpoint({
    method: 'POST',
    path: '/api/scores/save_score/',
    body: saveScoreInput,
    answer: saveScoreAnswer,
  }),
  /** The marker signs a player's card, or the player attests it: a signed card is locked against the phones. */
  signCard: endpoint({
    method: 'POST',
    path: '/api/scores/sign_card/',
    body: cardSignatureInput,
    answer: cardSignature,
  }),
  /** A group's card for the scoring page: holes, players, strokes received and the scores so far. */
  groupCard: endpoint({ method: 'GET', path: '/api/scores/group_card/', query: groupCardQuery, answer: groupCard }),
  /** The club's rounds in play (an event manager's: their series'), each group with its progress. */
  activeRounds: endpoint({
    method: 'GET',
    path: '/api/player_rounds/active_rounds/',
    answer: z.array(activeRoundProgress),
  }),
  /** The signed-in golfer's round in play and group, or null. */
  activePlayer: endpoint({ method: 'GET', path: '/api/player_rounds/active_player/', answer: currentRound.nullable() }),
  /** A tournament's leader board, hole by hole. Public boards answer without signing in. */
  detailedLeaderboard: endpoint({
    method: 'GET',
    path: '/api/tournaments/{id}/detailed_leaderboard/',
    params: tournamentParams,
    query: leaderboardQuery,
    answer: leaderboard,
  }),
  /** The boards of every tournament in progress at the club that the caller may see. */
  detailedLeaderboardForAll: endpoint({
    method: 'GET',
    path: '/api/tournaments/detailed_leaderboard_for_all/',
    answer: z.array(leaderboard),
  }),
  /** The caller's own individual rounds, at any club, the latest first (the latest 100). */
  individualRounds: endpoint({ method: 'GET', path: '/api/player_rounds_individual/', answer: individualRoundPage }),
  /** One of the caller's own individual rounds. */
  individualRound: endpoint({
    method: 'GET',
    path: '/api/player_rounds_individual/{id}/',
    params: tournamentParams,
    answer: individualRoundRecord,
  }),
  /** Starts an individual round at the active club, where the club records them. */
  startIndividualRound: endpoint({
    method: 'POST',
    path: '/api/player_rounds_individual/',
    body: individualRoundStart,
    status: 201,
    answer: individualRoundRecord,
  }),
  /** An approved club's tee sets, for a golfer choosing where to play as its guest. */
  guestTeeSets: endpoint({
    method: 'GET',
    path: '/api/player_rounds_individual/guest_tee_sets/',
    query: guestTeeSetsQuery,
    answer: z.array(guestTeeSet),
  }),
  /** Starts an individual round as a guest at another club on Fairway, from one of its tee sets. */
  startGuestRound: endpoint({
    method: 'POST',
    path: '/api/player_rounds_individual/register_or_create_player_round_as_guest/',
    body: guestRoundStart,
    status: 201,
    answer: individualRoundRecord,
  }),
  /** Starts an individual round set up as a group's round was: the same club, tee set and holes. */
  cloneGroupHole: endpoint({
    method: 'POST',
    path: '/api/player_rounds_individual/clone_group_hole/',
    body: groupCloneInput,
    status: 201,
    answer: individualRoundRecord,
  }),
  /** Completes one of the caller's individual rounds once every hole has a score. */
  completeIndividualRound: endpoint({
    method: 'POST',
    path: '/api/player_rounds_individual/{id}/complete/',
    params: tournamentParams,
    answer: individualRoundRecord,
  }),
};
