import { Navigate } from 'react-router-dom';
import { PublicLayout } from '../layout/PublicLayout';
import { useSession } from '../providers/session';
import { guard } from './guard';
import type { RouteEntry } from './routeTable';
import { RouteScreen } from './RouteScreen';
import { usePageTitle } from './usePageTitle';

/** Public pages, the login page and mailed-link pages: outside the admin, so they load without it. */
export function PublicRoute({ entry }: { entry: RouteEntry }) {
  const session = useSession();
  const decision = guard(entry.access, {
    signedIn: session.auth_token !== null,
    courseChosen: session.active_golf_course_id > 0,
    isSuperAdmin: undefined,
  });
  usePageTitle('redirect' in decision ? null : entry.label);
  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  // The login page and full-screen pages (the club-house TV's board) draw their own frame.
  if (entry.access === 'login' || entry.topBar === false) return <RouteScreen entry={entry} />;
  return (
    <PublicLayout>
      <RouteScreen entry={entry} />
    </PublicLayout>
  );
}
