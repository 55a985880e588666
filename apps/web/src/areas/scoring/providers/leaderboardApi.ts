import {
  leaderboardStreamPath,
  type EndpointAnswer,
  type EndpointInput,
  type KnockoutChart,
  type leaderboardChange,
  type scoringEndpoints,
} from '@fairway/contract';
import type { z } from 'zod';
import { endpointRoute } from '../../../providers/endpointClient';
import { followEventStream } from '../../../providers/eventStream';
import type { HttpError } from '../../../providers/httpClient';

/** Leader boards: their answers, and a board's live stream. */

export type Leaderboard = EndpointAnswer<typeof scoringEndpoints.detailedLeaderboard>;
export type LeaderboardRow = Leaderboard['rows'][number];
export type LeaderboardQuery = NonNullable<EndpointInput<typeof scoringEndpoints.detailedLeaderboard>['query']>;
/** A stream event's data as sent: its dates are the text the answers carry. */
export type LeaderboardChange = z.input<typeof leaderboardChange>;

/**
 * Their routes alone, without the scoring endpoints' schemas: the dashboard's live board card reads them (decision
 * 0099).
 */
export const leaderboardEndpoints = {
  board: endpointRoute<typeof scoringEndpoints.detailedLeaderboard>({
    method: 'GET',
    path: '/api/tournaments/{id}/detailed_leaderboard/',
  }),
  boards: endpointRoute<typeof scoringEndpoints.detailedLeaderboardForAll>({
    method: 'GET',
    path: '/api/tournaments/detailed_leaderboard_for_all/',
  }),
};

const optionalList = (value: unknown) => value === undefined || Array.isArray(value);

/**
 * Whether a stream event's data has the shape of `leaderboardChange`, as far as the board reads it: its version, its
 * instant, its rows and its standings' lists. A hand check rather than the contract's schema, which would bring zod and
 * every scoring schema into the dashboard's live board card (decision 0099); the rows are the server's own answer.
 */
function isLeaderboardChange(data: unknown): data is LeaderboardChange {
  if (typeof data !== 'object' || data === null) return false;
  const change = data as Record<string, unknown>;
  return (
    Number.isInteger(change.version) &&
    (change.updated_at === null || typeof change.updated_at === 'string') &&
    Array.isArray(change.rows) &&
    change.rows.every((row) => typeof row === 'object' && row !== null) &&
    optionalList(change.team_standings) &&
    optionalList(change.matches) &&
    optionalList(change.match_points) &&
    (change.skins === undefined || typeof change.skins === 'object')
  );
}

/** Whether a `knockout` event's data has the shape of a draw chart, as far as the board reads it. */
function isKnockoutChart(data: unknown): data is KnockoutChart {
  if (typeof data !== 'object' || data === null) return false;
  const chart = data as Record<string, unknown>;
  return Number.isInteger(chart.tournament_id) && typeof chart.drawn === 'boolean' && Array.isArray(chart.rounds);
}

export interface LeaderboardStreamHandlers {
  /** `snapshot`: every row of the board. */
  onSnapshot: (change: LeaderboardChange) => void;
  /** `rows`: the rows that changed since the last event. */
  onRows: (change: LeaderboardChange) => void;
  /** `knockout`: a knockout's whole draw chart, first and whenever a match finishes. */
  onKnockout?: (chart: KnockoutChart) => void;
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
  const { onSnapshot, onRows, onKnockout, ...rest } = handlers;
  const search = new URLSearchParams();
  if (query.category) search.set('category', query.category);
  if (query.basis) search.set('basis', query.basis);
  const text = search.toString();
  return followEventStream(`${leaderboardStreamPath(tournamentId)}${text ? `?${text}` : ''}`, {
    ...rest,
    onEvent: ({ event, data }) => {
      if (event !== 'snapshot' && event !== 'rows' && event !== 'knockout') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      if (event === 'knockout') {
        if (isKnockoutChart(parsed)) onKnockout?.(parsed);
        return;
      }
      // Checked, then kept as sent: dates stay the text the answers carry.
      if (!isLeaderboardChange(parsed)) return;
      if (event === 'snapshot') onSnapshot(parsed);
      else onRows(parsed);
    },
  });
}
