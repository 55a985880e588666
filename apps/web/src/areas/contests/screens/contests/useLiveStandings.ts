import { useEffect, useRef, useState } from 'react';
import { followContestStandings, standingsEndpoint } from '../../providers/contestApi';
import { useEndpointCache, useEndpointQuery } from '../../../../providers/endpointClient';

export type StandingsStream = 'connecting' | 'live' | 'reconnecting' | 'closed';

/**
 * A contest's standings kept up to date without reloading: read once, then replaced by each `contest` event of its
 * tournament's live stream (decision 0074); read again after the stream reopens, for what it missed meanwhile.
 */
export function useLiveStandings(contestId: number) {
  const input = { params: { id: contestId } };
  const standings = useEndpointQuery(standingsEndpoint, input, { retry: false });
  const cache = useEndpointCache();
  const [stream, setStream] = useState<StandingsStream>('connecting');
  const tournamentId = standings.data?.contest.tournament_id;
  const refetch = useRef(standings.refetch);
  refetch.current = standings.refetch;
  const set = useRef(cache.set);
  set.current = cache.set;

  useEffect(() => {
    if (tournamentId === undefined) return undefined;
    const abort = new AbortController();
    let opened = false;
    void followContestStandings(tournamentId, {
      signal: abort.signal,
      onStandings: (changed) => {
        if (changed.contest.id === contestId && !abort.signal.aborted) {
          set.current(standingsEndpoint, { params: { id: contestId } }, changed);
        }
      },
      onState: (state) => {
        setStream(state === 'open' ? 'live' : 'reconnecting');
        if (state === 'open' && opened) void refetch.current();
        if (state === 'open') opened = true;
      },
      onRefused: () => setStream('closed'),
    });
    return () => abort.abort();
  }, [tournamentId, contestId]);

  return { standings, stream };
}
