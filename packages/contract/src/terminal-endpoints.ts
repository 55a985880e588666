import { z } from 'zod';
import { endpoint } from './endpoints.js';
import { generalPlayRound } from './general-play.js';
import { cardSignature, groupCard, saveScoreAnswer } from './scoring.js';
import {
  clubTerminal,
  clubTerminalInput,
  openedClubTerminal,
  terminalAttestInput,
  terminalCardInput,
  terminalCardSignatureInput,
  terminalMarkerInput,
  terminalScoresInput,
  terminalSignIn,
  terminalSignInByNumberInput,
  terminalSignInInput,
  terminalToday,
} from './terminals.js';

const terminalParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The club-house terminal: its admins open and revoke it; golfers sign in at it for the day's competition. */
export const terminalEndpoints = {
  /** The club's terminals, the latest first. */
  clubTerminals: endpoint({ method: 'GET', path: '/api/club_terminals/', answer: z.array(clubTerminal) }),
  /** A club admin opens a terminal: its token is answered once. */
  openClubTerminal: endpoint({
    method: 'POST',
    path: '/api/club_terminals/',
    body: clubTerminalInput,
    status: 201,
    answer: openedClubTerminal,
  }),
  /** A club admin revokes a terminal: its token no longer answers. */
  revokeClubTerminal: endpoint({
    method: 'POST',
    path: '/api/club_terminals/{id}/revoke/',
    params: terminalParams,
    answer: clubTerminal,
  }),
  /** The terminal's start screen: today's competitions and their fields. */
  terminalToday: endpoint({ method: 'GET', path: '/api/terminal/today/', answer: terminalToday }),
  /** A golfer signs in at the terminal for today's competition. */
  terminalSignIn: endpoint({
    method: 'POST',
    path: '/api/terminal/sign_in/',
    body: terminalSignInInput,
    answer: terminalSignIn,
  }),
  /** A golfer signs in by typing their membership number alone. */
  terminalSignInByNumber: endpoint({
    method: 'POST',
    path: '/api/terminal/sign_in_by_number/',
    body: terminalSignInByNumberInput,
    answer: terminalSignIn,
  }),
  /** A golfer's group card of a round in play, read at the terminal. */
  terminalCard: endpoint({ method: 'POST', path: '/api/terminal/card/', body: terminalCardInput, answer: groupCard }),
  /** A golfer saves their group's scores at the terminal. */
  terminalSaveScores: endpoint({
    method: 'POST',
    path: '/api/terminal/save_scores/',
    body: terminalScoresInput,
    answer: saveScoreAnswer,
  }),
  /** A golfer attests their card, or signs as marker another's, at the terminal. */
  terminalSignCard: endpoint({
    method: 'POST',
    path: '/api/terminal/sign_card/',
    body: terminalCardSignatureInput,
    answer: cardSignature,
  }),
  /** The rounds for handicap a golfer marks that wait for their attest, at the terminal. */
  terminalAttestRequests: endpoint({
    method: 'POST',
    path: '/api/terminal/attest_requests/',
    body: terminalMarkerInput,
    answer: z.array(generalPlayRound),
  }),
  /** A marker attests a round for handicap at the terminal. */
  terminalAttest: endpoint({
    method: 'POST',
    path: '/api/terminal/attest/',
    body: terminalAttestInput,
    answer: generalPlayRound,
  }),
};
