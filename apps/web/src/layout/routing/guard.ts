/**
 * Who may open a page (spec section 2, "Navigation guard", read with shared/design/screens.md):
 * - `public`: the spec's public pages; signed in, they redirect home.
 * - `link`: pages that mailed links open (e-mail verification, set password); they work signed in or not.
 * - `login`: the login page; signed in, it redirects home.
 * - `choose-course`: the course choice, open to anyone signed in.
 * - `course`: needs a chosen course.
 * - `course-or-super-admin`: needs a chosen course, except for a super admin (super-admin screens, Change Password,
 *   the dashboard).
 */
export type Access = 'public' | 'link' | 'login' | 'choose-course' | 'course' | 'course-or-super-admin';

export const LOGIN_PAGE = '/auth/log-in';
export const CHOOSE_COURSE_PAGE = '/select-golf-course';
export const HOME_PAGE = '/dashboard';

export interface GuardState {
  signedIn: boolean;
  courseChosen: boolean;
  /** Undefined while the current user is still loading. */
  isSuperAdmin: boolean | undefined;
}

/** `chooseClub`: a super admin opened a club screen with no club chosen; they are told so rather than sent away. */
export type GuardDecision = { redirect: string } | { allow: true } | { wait: true } | { chooseClub: true };

export function guard(access: Access, state: GuardState): GuardDecision {
  const home = state.courseChosen ? HOME_PAGE : CHOOSE_COURSE_PAGE;
  switch (access) {
    case 'link':
      return { allow: true };
    case 'public':
    case 'login':
      return state.signedIn ? { redirect: home } : { allow: true };
  }
  if (!state.signedIn) return { redirect: LOGIN_PAGE };
  if (access === 'choose-course' || state.courseChosen) return { allow: true };
  if (state.isSuperAdmin === undefined) return { wait: true };
  if (!state.isSuperAdmin) return { redirect: CHOOSE_COURSE_PAGE };
  return access === 'course' ? { chooseClub: true } : { allow: true };
}
