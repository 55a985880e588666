import { type EndpointAnswer, terminalEndpoints, terminalTokenHeader } from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';

/** The club-house terminal: opened by a club admin; at it, golfers sign in by their membership number. */

export type TerminalToday = EndpointAnswer<typeof terminalEndpoints.terminalToday>;
export type TerminalSignIn = EndpointAnswer<typeof terminalEndpoints.terminalSignIn>;
export type ClubTerminal = EndpointAnswer<typeof terminalEndpoints.clubTerminals>[number];

/** Where this screen keeps its terminal's token: the screen is the terminal until it is revoked. */
const storageKey = 'fairway_terminal_token';

export const storedTerminalToken = () => window.localStorage.getItem(storageKey);
export const forgetTerminalToken = () => window.localStorage.removeItem(storageKey);

/** A club admin opens this screen as a terminal of the active club and keeps its token here. */
export async function openTerminalHere(name: string) {
  const opened = await callEndpoint(terminalEndpoints.openClubTerminal, { body: { name } });
  window.localStorage.setItem(storageKey, opened.token);
}

export const listClubTerminals = () => callEndpoint(terminalEndpoints.clubTerminals, {});

export const revokeClubTerminal = (id: number) =>
  callEndpoint(terminalEndpoints.revokeClubTerminal, { params: { id } });

const asTerminal = (token: string) => ({ headers: { [terminalTokenHeader]: token } });

export const readTerminalToday = (token: string) =>
  callEndpoint(terminalEndpoints.terminalToday, {}, asTerminal(token));

export const signInAtTerminal = (
  token: string,
  body: { player_round_id: number; member_id: number; membership_number: string },
) => callEndpoint(terminalEndpoints.terminalSignIn, { body }, asTerminal(token));

export const signInByNumberAtTerminal = (token: string, membershipNumber: string) =>
  callEndpoint(
    terminalEndpoints.terminalSignInByNumber,
    { body: { membership_number: membershipNumber } },
    asTerminal(token),
  );

/** The golfer acting at the terminal: the name tapped, or none, and their membership number. */
export type TerminalGolfer = { member_id?: number; membership_number: string };
export type TerminalCard = EndpointAnswer<typeof terminalEndpoints.terminalCard>;
export type TerminalAttestRequest = EndpointAnswer<typeof terminalEndpoints.terminalAttestRequests>[number];

export const readTerminalCard = (token: string, golfer: TerminalGolfer, playerRoundId: number) =>
  callEndpoint(terminalEndpoints.terminalCard, { body: { golfer, player_round_id: playerRoundId } }, asTerminal(token));

/** Saves one hole of a player's card as the scoring page does: a new key, at the version the card showed. */
export const saveTerminalScore = (
  token: string,
  golfer: TerminalGolfer,
  score: { player_round_id: number; member_id: number; hole_number: number; strokes: number; base_version: number },
) =>
  callEndpoint(
    terminalEndpoints.terminalSaveScores,
    { body: { golfer, scores: [{ ...score, client_key: crypto.randomUUID() }] } },
    asTerminal(token),
  );

export const signTerminalCard = (
  token: string,
  golfer: TerminalGolfer,
  card: { player_round_id: number; member_id: number; as: 'player' | 'marker' },
) => callEndpoint(terminalEndpoints.terminalSignCard, { body: { golfer, card } }, asTerminal(token));

export const listTerminalAttestRequests = (token: string, golfer: TerminalGolfer) =>
  callEndpoint(terminalEndpoints.terminalAttestRequests, { body: { golfer } }, asTerminal(token));

export const attestAtTerminal = (token: string, golfer: TerminalGolfer, playerRoundId: number) =>
  callEndpoint(
    terminalEndpoints.terminalAttest,
    { body: { golfer, player_round_id: playerRoundId } },
    asTerminal(token),
  );
