import {
  contestEndpoints,
  contestStandings,
  leaderboardStreamPath,
  type ContestKindName,
  type EndpointAnswer,
} from '@fairway/contract';
import { followEventStream } from '../../../providers/eventStream';
import type { HttpError } from '../../../providers/httpClient';

/** Side contests: the active ones of each kind, a contest's standings, and those standings on the tournament's stream. */

export type ContestStandings = EndpointAnswer<typeof contestEndpoints.standings>;
export type ContestPlacing = ContestStandings['standings'][number];
export type Contest = ContestStandings['contest'];
export type ActiveContest = EndpointAnswer<typeof contestEndpoints.activeLongestDrive>[number];

/** Each kind's list of active contests. */
export const activeContestEndpoints = {
  longest_drive: contestEndpoints.activeLongestDrive,
  nearest_to_centre: contestEndpoints.activeNearestCentral,
  nearest_to_pin: contestEndpoints.activeNearestToPin,
} as const satisfies Record<ContestKindName, unknown>;

export const standingsEndpoint = contestEndpoints.standings;

export interface ContestStreamHandlers {
  /** A contest of the tournament whose standings moved: all of them, as the standings endpoint answers. */
  onStandings: (standings: ContestStandings) => void;
  /** `open` each time the stream is (re)opened: what was missed meanwhile is read again. */
  onState?: (state: 'open' | 'reconnecting') => void;
  onRefused?: (error: HttpError) => void;
  signal: AbortSignal;
}

/**
 * Follows the `contest` events of a tournament's live stream (decision 0074) until `signal` aborts. An event whose data
 * is not a contest's standings is let pass.
 */
export function followContestStandings(tournamentId: number, handlers: ContestStreamHandlers): Promise<void> {
  const { onStandings, ...rest } = handlers;
  return followEventStream(leaderboardStreamPath(tournamentId), {
    ...rest,
    onEvent: ({ event, data }) => {
      if (event !== 'contest') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      // Checked against the contract, then kept as sent: dates stay the text the answers carry.
      if (contestStandings.safeParse(parsed).success) onStandings(parsed as ContestStandings);
    },
  });
}
