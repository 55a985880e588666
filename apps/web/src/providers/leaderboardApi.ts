import {
  leaderboardChange,
  leaderboardStreamPath,
  scoringEndpoints,
  type EndpointAnswer,
  type EndpointInput,
} from '@fairway/contract';
import type { z } from 'zod';
import { followEventStream } from './eventStream';
import type { HttpError } from './httpClient';

/** Leader boards and the rounds in play: their answers, and a board's live stream. */

export type Leaderboard = EndpointAnswer<typeof scoringEndpoints.detailedLeaderboard>;
export type LeaderboardRow = Leaderboard['rows'][number];
export type LeaderboardQuery = NonNullable<EndpointInput<typeof scoringEndpoints.detailedLeaderboard>['query']>;
export type ActiveRound = EndpointAnswer<typeof scoringEndpoints.activeRounds>[number];
/** A stream event's data as sent: its dates are the text the answers carry. */
export type LeaderboardChange = z.input<typeof leaderboardChange>;

export const leaderboardEndpoints = {
  board: scoringEndpoints.detailedLeaderboard,
  boards: scoringEndpoints.detailedLeaderboardForAll,
  activeRounds: scoringEndpoints.activeRounds,
} as const;

export interface LeaderboardStreamHandlers {
  /** `snapshot`: every row of the board. */
  onSnapshot: (change: LeaderboardChange) => void;
  /** `rows`: the rows that changed since the last event. */
  onRows: (change: LeaderboardChange) => void;
  onState?: (state: 'open' | 'reconnecting') => void;
  onRefused?: (error: HttpError) => void;
  signal: AbortSignal;
}

/**
 * Follows a board's live stream (of one category, on one basis, as asked) until `signal` aborts, resuming after a drop from the last version seen. An event
 * whose data is not a board change is let pass: the next snapshot or change puts the board right.
 */
export function followLeaderboard(
  tournamentId: number,
  query: Pick<LeaderboardQuery, 'category' | 'basis'>,
  handlers: LeaderboardStreamHandlers,
): Promise<void> {
  const { onSnapshot, onRows, ...rest } = handlers;
  const search = new URLSearchParams();
  if (query.category) search.set('category', query.category);
  if (query.basis) search.set('basis', query.basis);
  const text = search.toString();
  return followEventStream(`${leaderboardStreamPath(tournamentId)}${text ? `?${text}` : ''}`, {
    ...rest,
    onEvent: ({ event, data }) => {
      if (event !== 'snapshot' && event !== 'rows') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      // Checked against the contract, then kept as sent: dates stay the text the answers carry.
      if (!leaderboardChange.safeParse(parsed).success) return;
      const change = parsed as LeaderboardChange;
      if (event === 'snapshot') onSnapshot(change);
      else onRows(change);
    },
  });
}
