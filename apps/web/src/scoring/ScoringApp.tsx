import { useSession } from '../providers/session';
import { DistancePage } from './DistancePage';
import { readDistancePath } from './distancePath';
import { ScoringPage } from './ScoringPage';
import { CHOOSE_CLUB_PATH, LOGIN_PATH, readScoringPath, returnedFrom } from './scoringPath';
import type { ScoreQueueStore } from './scoreQueueStore';
import { StartScreen } from './StartScreen';

/**
 * The scoring page, a separate entry from the admin app: it reads the admin app's session from the same storage
 * and, without one, sends the scorer to sign in there.
 */
export function ScoringApp({
  store,
  pathname,
  search = '',
}: {
  store: ScoreQueueStore;
  pathname: string;
  search?: string;
}) {
  const session = useSession();
  const address = readScoringPath(pathname);
  // The side contests' page at the hole is part of the same phone entry (decision 0074).
  const distance = readDistancePath(pathname, search);
  if (!session.auth_token || session.active_golf_course_id === 0) {
    return (
      <main className="scoring-main">
        <h1 className="scoring-title">{address?.title ?? (distance ? 'Measuring' : 'Scoring')}</h1>
        <p>
          {session.auth_token ? 'Choose your club in Fairway' : 'Sign in to Fairway'} to{' '}
          {distance ? 'measure the players at this hole' : `enter your group\u2019s scores`}: you come back to this
          page.
        </p>
        <p>
          <a
            className="scoring-link-button"
            href={returnedFrom(session.auth_token ? CHOOSE_CLUB_PATH : LOGIN_PATH, `${pathname}${search}`)}
          >
            {session.auth_token ? 'Choose your club' : 'Sign in'}
          </a>
        </p>
      </main>
    );
  }
  if (distance) return <DistancePage key={`${pathname}${search}`} store={store} address={distance} />;
  if (!address) return <StartScreen />;
  return <ScoringPage key={address.groupId} store={store} groupId={address.groupId} title={address.title} />;
}
