import { useEffect } from 'react';
import { useEndpointQuery } from '../../providers/endpointClient';
import { type Leaderboard, leaderboardEndpoints } from '../../providers/leaderboardApi';

/**
 * A live board's team standings as the server works them out. The board's stream carries its rows only, so the board
 * is read again whenever the stream moves its version past the standings' (one reading at a time).
 */
export function useTeamStandings(
  tournamentId: number | undefined,
  board: Leaderboard | undefined,
): Pick<Leaderboard, 'version' | 'team_counting_scores' | 'team_standings'> | undefined {
  const reading = useEndpointQuery(
    leaderboardEndpoints.board,
    { params: { id: tournamentId ?? 0 }, query: {} },
    { enabled: tournamentId !== undefined },
  );
  const { data, refetch } = reading;
  const behind = board !== undefined && data !== undefined && data.version < board.version;
  // Again once a reading lands still behind: the stream moved on while it was under way.
  useEffect(() => {
    if (behind) void refetch({ cancelRefetch: false });
  }, [behind, board?.version, data?.version, refetch]);
  return data?.tournament_id === tournamentId ? data : undefined;
}
