import { lazy, startTransition, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './layout/LoginPage';
import { Spinner } from './layout/Spinner';
import { FirstScreen } from './layout/FirstScreen';
import { askDashboardQuestionsEarly } from './layout/dashboardQuestions';
import { HOME_PAGE } from './layout/routing/guard';
import { LOGIN_ROUTE } from './providers/authProvider';
import { askForSignedInDataEarly } from './providers/api';
import { useSession } from './providers/session';

/** Every page but the first login page: the router, MUI and, behind login, react-admin. */
const App = lazy(async () => ({ default: (await import('./App')).App }));

/**
 * What the first screen after sign-in waits for, fetched at once rather than each after the one that imports it: the
 * dashboard once a club is chosen, the club choice before. Import is idempotent: the later lazy components find these
 * modules loaded.
 */
function prefetchSignedInScreens(clubChosen: boolean) {
  void import('./routes/AdminApp');
  if (clubChosen) void import('./areas/golf-courses/screens/dashboard/Dashboard');
  else void import('./areas/users/screens/select-golf-course/SelectGolfCourse');
}

/** Resolves once the page's next frame has painted. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the page's first screen has painted: the app's downloads and the first answers start then, so that
 * they do not compete with what the first paint needs (the page, this entry and its styles).
 */
const firstPaint = afterNextPaint();

/** The most the app's loading waits for the dashboard's cards on the first screen. */
const FIRST_SCREEN_CARDS_WAIT_MS = 1000;
/** How long a painted frame is given to reach the screen. */
const CARDS_ON_SCREEN_MS = 100;

/**
 * Resolves once the app may start loading: as the first screen has painted, with the first answers asked then; on the
 * dashboard, once the first screen has drawn its cards from the early answers (decision 0146), or given up. The app's
 * scripts then do not share the line with the few bytes and answers those cards need.
 */
const appMayLoad = firstPaint.then(async () => {
  askForSignedInDataEarly();
  if (window.location.pathname !== HOME_PAGE) return;
  const asked = askDashboardQuestionsEarly();
  if (asked.length === 0) return;
  const drawn = import('./routes/dashboardFirstScreen')
    .then(({ drawDashboardFirstScreen }) => drawDashboardFirstScreen(asked))
    .catch(() => undefined);
  await Promise.race([drawn, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_CARDS_WAIT_MS))]);
  // Once the cards are on the screen, not merely drawn: a frame reaches the screen some tens of milliseconds after it
  // is painted, and the app's scripts asked before then are counted as the cards' own wait (decision 0146).
  await afterNextPaint();
  await new Promise((resolve) => setTimeout(resolve, CARDS_ON_SCREEN_MS));
});

/**
 * A signed-out visit to the login page shows it without loading the app; the app loads at sign-in, with the
 * spinner until it is there. Once loaded it stays, and shows the login page itself after a logout. Any other visit
 * paints its first screen (the club's for a signed-in visit) before the app starts loading.
 */
function Root() {
  const session = useSession();
  const signedIn = session.auth_token !== null;
  const [appShown, setAppShown] = useState(() => signedIn || window.location.pathname !== LOGIN_ROUTE);
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // As a transition, React draws the app in slices that leave the page free to answer between them.
    void appMayLoad.then(() => startTransition(() => setPainted(true)));
  }, []);
  if (signedIn && !appShown) setAppShown(true);
  if (!appShown) return <LoginPage />;
  if (!painted) return signedIn ? <FirstScreen /> : <Spinner />;
  if (signedIn) prefetchSignedInScreens(session.active_golf_course_id > 0);
  return (
    <Suspense fallback={signedIn ? <FirstScreen /> : <Spinner />}>
      <App />
    </Suspense>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
