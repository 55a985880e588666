import { terminalTokenHeader } from '@fairway/contract';
import { NotAuthenticatedError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { type ClubTerminal, terminalOfToken } from './terminal-of-token.js';

/** The open terminal whose token a request's headers carry; 401 without one. */
export async function terminalOfRequest(
  db: Database,
  headers: Record<string, string | string[] | undefined>,
): Promise<ClubTerminal> {
  const token = headers[terminalTokenHeader];
  if (typeof token !== 'string' || token === '') {
    throw new NotAuthenticatedError('This screen is not a terminal: a club admin opens it from the menu.');
  }
  const found = await terminalOfToken(db, token);
  if (!found) {
    throw new NotAuthenticatedError('The terminal was revoked or its token is wrong: a club admin opens it again.');
  }
  return found;
}
