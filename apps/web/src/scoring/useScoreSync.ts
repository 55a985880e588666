import type { StoredScore } from './scoreCard';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { callScoringEndpoint } from './scoringApi';
import type { QueuedMeasurement, ScoreQueueStore } from './scoreQueueStore';
import { contestCalls } from './scoringContract';
import { createScoreSync, type ScoreSync, type SyncState } from './scoreSync';

/** How often a phone with unsent scores tries again while the page is open, besides when the signal returns. */
export const RETRY_INTERVAL_MS = 20_000;

/**
 * The page's queue: loaded from the store, sent at once, and sent again when the browser says the network is back,
 * when the page is shown again, and every 20 s while anything waits.
 */
export function useScoreSync(
  store: ScoreQueueStore,
  onStored: (score: StoredScore) => void,
  onMeasured: (entry: QueuedMeasurement, answer: unknown) => void = () => undefined,
): { sync: ScoreSync; state: SyncState } {
  const storedListener = useRef(onStored);
  const measuredListener = useRef(onMeasured);
  useEffect(() => {
    storedListener.current = onStored;
    measuredListener.current = onMeasured;
  });
  const [sync] = useState(() =>
    createScoreSync({
      store,
      send: (entries) => callScoringEndpoint('saveScore', { body: entries }),
      // The same queue carries the side contests' measurements taken at the hole (decision 0074).
      sendMeasurement: (entry) =>
        callScoringEndpoint(contestCalls[entry.contest_kind].save, {
          body: {
            contest_id: entry.contest_id,
            member_id: entry.member_id,
            client_key: entry.client_key,
            ...entry.entry,
          },
        }),
      onMeasured: (entry, answer) => measuredListener.current(entry, answer),
      onStored: (score) => storedListener.current(score),
    }),
  );
  const state = useSyncExternalStore(sync.subscribe, sync.state);
  const waiting = state.queued.some((entry) => entry.state === 'waiting');

  useEffect(() => {
    void sync.load().then(() => sync.flush());
    const flush = () => void sync.flush();
    const flushWhenShown = () => {
      if (document.visibilityState === 'visible') flush();
    };
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', flushWhenShown);
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', flushWhenShown);
    };
  }, [sync]);

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(() => void sync.flush(), RETRY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [sync, waiting]);

  return { sync, state };
}
