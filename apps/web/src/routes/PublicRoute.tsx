import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PublicLayout } from '../layout/PublicLayout';
import { useSession } from '../providers/session';
import { guard, HOME_PAGE } from '../layout/routing/guard';
import { loadReturnPath, returnPathOf, withReturnPath } from '../layout/routing/returnPath';
import type { RouteEntry } from './routeTable';
import { RouteScreen } from './RouteScreen';
import { usePageTitle } from './usePageTitle';

function ReturnTo({ path }: { path: string }) {
  useEffect(() => loadReturnPath(path), [path]);
  return null;
}

/** Public pages, the login page and mailed-link pages: outside the admin, so they load without it. */
export function PublicRoute({ entry }: { entry: RouteEntry }) {
  const session = useSession();
  const location = useLocation();
  const decision = guard(entry.access, {
    signedIn: session.auth_token !== null,
    courseChosen: session.active_golf_course_id > 0,
    isSuperAdmin: undefined,
  });
  usePageTitle('redirect' in decision ? null : entry.label);
  if ('redirect' in decision) {
    // Signed in from a page that sent the user to log in (the scoring page): back there, by way of the club choice.
    const returnPath = entry.access === 'login' ? returnPathOf(location.search) : null;
    if (returnPath && decision.redirect === HOME_PAGE) return <ReturnTo path={returnPath} />;
    return <Navigate to={withReturnPath(decision.redirect, returnPath)} replace />;
  }
  // The login page and full-screen pages (the club-house TV's board) draw their own frame.
  if (entry.access === 'login' || entry.topBar === false) return <RouteScreen entry={entry} />;
  return (
    <PublicLayout>
      <RouteScreen entry={entry} />
    </PublicLayout>
  );
}
