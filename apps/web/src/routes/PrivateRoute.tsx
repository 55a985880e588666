import { Role } from '@fairway/contract';
import { Navigate } from 'react-router-dom';
import { AccessDenied, ChooseClubFirst, SwitchedOff } from '../layout/NoticePages';
import { FailureAlert } from '../layout/FailureAlert';
import { useActiveClub } from '../layout/club/useActiveClub';
import { isAllowed } from '../layout/menu/roles';
import { Spinner } from '../layout/Spinner';
import { roleIdsOf, useCurrentUser } from '../providers/queries';
import { useSession } from '../providers/session';
import { guard } from '../layout/routing/guard';
import type { RouteEntry } from './routeTable';
import { RouteScreen } from './RouteScreen';
import { usePageTitle } from './usePageTitle';

/** A page behind login: the guard of spec section 2, then the roles of its menu entry (spec section 6). */
export function PrivateRoute({ entry }: { entry: RouteEntry }) {
  const session = useSession();
  const currentUser = useCurrentUser();
  const club = useActiveClub();
  const roles = roleIdsOf(currentUser.data);
  const decision = guard(entry.access, {
    signedIn: session.auth_token !== null,
    courseChosen: session.active_golf_course_id > 0,
    isSuperAdmin: currentUser.data ? roles.includes(Role.superAdmin) : undefined,
  });
  usePageTitle('redirect' in decision ? null : entry.label);

  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  const needsRoles = 'wait' in decision || entry.roles !== 'all' || entry.needsIndividualRounds === true;
  if (needsRoles && currentUser.error) return <FailureAlert>{currentUser.error.message}</FailureAlert>;
  if (needsRoles && !currentUser.data) return <Spinner />;
  if ('wait' in decision) return <Spinner />;
  if ('chooseClub' in decision) return <ChooseClubFirst />;
  if (!isAllowed(entry.roles, roles)) return <AccessDenied />;
  if (entry.needsIndividualRounds && !currentUser.data?.show_individual_rounds) {
    // The flag is off where the club has switched individual rounds off, or for a user who is no golfer of the club.
    if (club === undefined) return <Spinner />;
    return club?.individualRoundsEnabled ? (
      <AccessDenied reason="fairway.app.not_golfer_individual_rounds" />
    ) : (
      <SwitchedOff reason="fairway.app.individual_rounds_off" />
    );
  }
  if (entry.needsClubIndividualRounds && club?.individualRoundsEnabled !== true) {
    return club === undefined ? <Spinner /> : <SwitchedOff reason="fairway.app.club_individual_rounds_off" />;
  }
  return <RouteScreen entry={entry} />;
}
