import type { KnockoutChart } from '@fairway/contract';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../../../providers/endpointClient';
import {
  followLeaderboard,
  leaderboardEndpoints,
  type Leaderboard,
  type LeaderboardChange,
  type LeaderboardQuery,
} from '../../providers/leaderboardApi';
import { applyChange } from './boardRows';

export interface LiveBoard {
  board: Leaderboard | undefined;
  /** A knockout's draw chart, as its stream last sent it. */
  knockout?: KnockoutChart;
  error: Error | undefined;
  /** `live` while the stream is open; `reconnecting` after a drop, until it is open again. */
  stream: 'connecting' | 'live' | 'reconnecting' | 'closed';
}

/**
 * A tournament's board kept up to date without reloading: read once (or taken from `initial`), then moved by its
 * live stream, of the same category and basis.
 */
export function useLiveBoard(tournamentId: number | undefined, query: LeaderboardQuery = {}, initial?: Leaderboard) {
  const [live, setLive] = useState<LiveBoard>({ board: initial, error: undefined, stream: 'connecting' });
  const { category, basis } = query;

  useEffect(() => {
    if (tournamentId === undefined) return;
    const abort = new AbortController();
    const { signal } = abort;
    const boardQuery = { category, basis };
    let current: Leaderboard | undefined;

    const show = (board: Leaderboard) => {
      current = board;
      setLive((state) => ({ ...state, board, error: undefined }));
    };
    const changed = (kind: 'snapshot' | 'rows') => (change: LeaderboardChange) => {
      if (current && !signal.aborted) show(applyChange(current, change, kind));
    };
    const seeded = initial?.tournament_id === tournamentId && !category && !basis;
    const first = seeded
      ? Promise.resolve(initial)
      : callEndpoint(leaderboardEndpoints.board, { params: { id: tournamentId }, query: boardQuery }, { signal });
    first
      .then((board) => {
        show(board);
        return followLeaderboard(tournamentId, boardQuery, {
          signal,
          onSnapshot: changed('snapshot'),
          onRows: changed('rows'),
          onKnockout: (knockout) => {
            if (!signal.aborted) setLive((state) => ({ ...state, knockout }));
          },
          onState: (state) =>
            setLive((previous) => ({ ...previous, stream: state === 'open' ? 'live' : 'reconnecting' })),
          onRefused: () => setLive((previous) => ({ ...previous, stream: 'closed' })),
        });
      })
      .catch((error: unknown) => {
        if (!signal.aborted) setLive((state) => ({ ...state, error: error as Error, stream: 'closed' }));
      });
    return () => abort.abort();
    // `initial` seeds the first reading only; a new one from the page's list does not restart the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tournamentId, category, basis]);

  // Until the new tournament's board is read, the last one's is not shown under its name.
  return live.board && live.board.tournament_id !== tournamentId
    ? { ...live, board: undefined, knockout: undefined }
    : live;
}
