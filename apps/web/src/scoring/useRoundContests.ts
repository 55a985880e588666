import { useEffect, useState } from 'react';
import { callScoringEndpoint } from './scoringApi';
import { contestCalls, type ActiveContestRow, type PhoneContest } from './scoringContract';

/**
 * The side contests of a round in play (the three kinds' active lists, kept to this round), for the hole view's link
 * to the page at the hole (decision 0074). None while they cannot be read (no signal): the link waits for them.
 */
export function useRoundContests(playerRoundId: number | undefined): readonly PhoneContest[] {
  const [contests, setContests] = useState<readonly PhoneContest[]>([]);
  useEffect(() => {
    if (playerRoundId === undefined) return undefined;
    const controller = new AbortController();
    const kinds = Object.values(contestCalls);
    void Promise.all(
      kinds.map((calls) =>
        callScoringEndpoint(calls.active, {}, controller.signal).catch((): ActiveContestRow[] => []),
      ),
    ).then((lists) => {
      if (controller.signal.aborted) return;
      setContests(lists.flat().flatMap((row) => (row.contest.player_round_id === playerRoundId ? [row.contest] : [])));
    });
    return () => controller.abort();
  }, [playerRoundId]);
  return contests;
}
