import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ScoringApp } from './ScoringApp';
import { memoryScoreQueueStore, openScoreQueueStore, type ScoreQueueStore } from './scoreQueueStore';
import { DISTANCE_PATH_PREFIX } from './distancePath';
import { SCORING_PATH_PREFIX } from './scoringPath';
import './scoring.css';

/** The service worker keeps the page's shell, so that the page opens with no signal; the admin app is outside it. */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // One worker, registered for each of the phone entry's addresses (a worker controls only the pages of its scope).
  const scope = window.location.pathname.startsWith(DISTANCE_PATH_PREFIX) ? DISTANCE_PATH_PREFIX : SCORING_PATH_PREFIX;
  const register = () => void navigator.serviceWorker.register('/score-sw.js', { scope }).catch(() => undefined);
  // After the page's own loading, so the worker's precache does not compete with it.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('score.html has no #root element');
  // A browser that refuses IndexedDB (some private windows) still scores, keeping the queue while the page is open.
  const store: ScoreQueueStore = await openScoreQueueStore().catch(() => memoryScoreQueueStore());
  createRoot(root).render(
    <StrictMode>
      <ScoringApp store={store} pathname={window.location.pathname} search={window.location.search} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
