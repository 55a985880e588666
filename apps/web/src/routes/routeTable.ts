import { Role, type RoleId } from '@fairway/contract';
import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../layout/crud/resourceDeclaration';
import { lazyScreen } from '../layout/lazyScreen';
import { coursesLabels, peopleLabels } from '../labels/areas';
import { LoginPage } from '../layout/LoginPage';
import { menuItems } from '../layout/menu/menuItems';
import type { Audience } from '../layout/menu/roles';
import { menuLeaves } from '../layout/menu/visibleMenu';
import { cities } from '../resources/cities';
import { countries } from '../resources/countries';
import { courseCard, courseCardPath, golfCourseHoles } from '../resources/golf_course_holes';
import { anyClubHoleCategories, holeCategories } from '../resources/hole_categories';
import { anyClubHoleDetails, holeDetails } from '../resources/hole_details';
import { holeIntermediatePoints } from '../resources/hole_intermediate_points';
import { golfCourses } from '../resources/golf_courses';
import { mailOutbox } from '../resources/mail_outbox';
import { members, nonGolfCourseMembers } from '../resources/members';
import { prizeTypes } from '../resources/prize_types';
import { scoreTerms } from '../resources/score_terms';
import { states } from '../resources/states';
import { unapprovedGolfCourses } from '../resources/unapproved_golf_courses';
import { userType } from '../resources/user_type';
import { adminUsers, users } from '../resources/users';
import { unapprovedUsers, userRegistrations } from '../resources/user_registrations';
import { eventManagers } from '../resources/event_manager';
import type { PartId } from '../screens/later-part/parts';
import type { Access } from './guard';

/**
 * One route table for every path of spec section 2. A screen that a later part of Fairway builds has `laterPart`
 * instead of `screen`, and shows a page naming that part (never a blank page).
 */
export interface RouteEntry {
  path: string;
  access: Access;
  /** Who may open it: the roles of its menu entry, or everyone signed in. */
  roles: Audience;
  /** i18n key of the page's name. */
  label: string;
  screen?: ComponentType;
  laterPart?: PartId;
  /** The resource whose page it is: its list and forms read their declaration from here. */
  resource?: ResourceDeclaration;
  /** Handicap Analysis: closed, like its menu entry, where the current user's `show_individual_rounds` is false. */
  needsIndividualRounds?: boolean;
  /** The top bar shows unless a route turns it off (public and login pages live outside the shell altogether). */
  topBar?: boolean;
}

/** A path's roles are those of the menu entries that lead to it (Tournament Master sits in two groups). */
function rolesOf(path: string): Audience {
  const audiences = menuLeaves(menuItems)
    .filter(({ entry }) => entry.path === path)
    .map(({ entry }) => entry.roles);
  if (audiences.length === 0 || audiences.includes('all')) return 'all';
  return [...new Set(audiences.flatMap((roles) => roles as readonly RoleId[]))];
}

function needsIndividualRoundsOf(path: string): boolean {
  return menuLeaves(menuItems).some(({ entry }) => entry.path === path && entry.needsIndividualRounds === true);
}

function labelOf(path: string): string {
  const leaf = menuLeaves(menuItems).find(({ entry }) => entry.path === path);
  if (!leaf) throw new Error(`No menu entry leads to ${path}`);
  return `fairway.menu.${leaf.entry.tag}`;
}

/** A list page of a menu entry plus its record page(s), all belonging to a later part. */
function laterResource(part: PartId, listPath: string, recordPath = `${listPath}/:id`): RouteEntry[] {
  const shared = {
    access: 'course',
    roles: rolesOf(listPath),
    label: labelOf(listPath),
    laterPart: part,
    needsIndividualRounds: needsIndividualRoundsOf(listPath),
  } as const;
  return [
    { path: listPath, ...shared },
    { path: recordPath, ...shared },
  ];
}

function laterPage(part: PartId, path: string, label: string, access: Access = 'course'): RouteEntry {
  return { path, access, roles: rolesOf(path), label, laterPart: part };
}

/** A resource's pages, with the roles and name of its menu entry: its list, and the forms it has. */
function resourcePages(resource: ResourceDeclaration): RouteEntry[] {
  const { listPath, recordPath, list, create, edit } = resource;
  const shared = { access: 'course', roles: rolesOf(listPath), label: labelOf(listPath), resource } as const;
  const pages: RouteEntry[] = [{ path: listPath, ...shared, screen: list }];
  if (recordPath && create) pages.push({ path: `${recordPath}/create`, ...shared, screen: create });
  if (recordPath && edit) pages.push({ path: `${recordPath}/:id`, ...shared, screen: edit });
  return pages;
}

/** A super admin's copy of a club's resource pages, for the club picked on its list: the super admin's only. */
function anyClubPages(resource: ResourceDeclaration, label: string): RouteEntry[] {
  const { listPath, recordPath, list, create, edit } = resource;
  const shared = { access: 'course', roles: [Role.superAdmin], label, resource } as const;
  const pages: RouteEntry[] = [{ path: listPath, ...shared, screen: list }];
  if (recordPath && create) pages.push({ path: `${recordPath}/create`, ...shared, screen: create });
  if (recordPath && edit) pages.push({ path: `${recordPath}/:id`, ...shared, screen: edit });
  return pages;
}

const loadPublic = () => import('../screens/public/PublicPages');
const loadPeople = () => import('../screens/user-registration/UserRegistrationScreens');

const routes: RouteEntry[] = [
  // Public pages, the login page, and the pages mailed links open.
  {
    path: '/privacy-policy',
    access: 'public',
    roles: 'all',
    label: 'fairway.public.privacy_policy',
    screen: lazyScreen(loadPublic, 'PrivacyPolicy'),
  },
  {
    path: '/about',
    access: 'public',
    roles: 'all',
    label: 'fairway.public.about',
    screen: lazyScreen(loadPublic, 'About'),
  },
  {
    path: '/thank-you',
    access: 'public',
    roles: 'all',
    label: 'fairway.public.thank_you',
    screen: lazyScreen(loadPublic, 'ThankYou'),
  },
  {
    path: '/auth/log-in',
    access: 'login',
    roles: 'all',
    label: 'fairway.login.title',
    screen: LoginPage,
  },
  {
    path: '/verify-email/:uid',
    access: 'link',
    roles: 'all',
    label: 'fairway.pages.verify_email',
    screen: lazyScreen(loadPeople, 'VerifyEmail', peopleLabels),
  },
  {
    path: '/user-registration/:uid/set-password',
    access: 'link',
    roles: 'all',
    label: 'fairway.pages.set_password',
    screen: lazyScreen(() => import('../screens/club-registration/SetPasswordWithLink'), 'SetPasswordWithLink'),
  },
  {
    path: '/resend-otp',
    access: 'public',
    roles: 'all',
    label: 'fairway.pages.resend_otp',
    screen: lazyScreen(loadPeople, 'ResendOtp', peopleLabels),
  },
  {
    path: '/forgot-password',
    access: 'public',
    roles: 'all',
    label: 'fairway.pages.forgot_password',
    screen: lazyScreen(loadPeople, 'ForgotPassword', peopleLabels),
  },
  {
    path: '/golf-courses',
    access: 'public',
    roles: 'all',
    label: 'fairway.pages.golf_courses_registered',
    screen: lazyScreen(
      () => import('../screens/registered-golf-courses/RegisteredGolfCourses'),
      'RegisteredGolfCourses',
      coursesLabels,
    ),
  },
  {
    path: '/golf-course-registration',
    access: 'public',
    roles: 'all',
    label: 'fairway.pages.golf_course_registration',
    screen: lazyScreen(
      () => import('../screens/club-registration/GolfCourseRegistration'),
      'GolfCourseRegistration',
      coursesLabels,
    ),
  },
  {
    path: '/set-password',
    access: 'link',
    roles: 'all',
    label: 'fairway.pages.set_password',
    screen: lazyScreen(() => import('../screens/club-registration/SetPasswordWithLink'), 'SetPasswordWithLink'),
  },
  {
    path: '/confirm-email',
    access: 'link',
    roles: 'all',
    label: 'fairway.profile.confirm_title',
    screen: lazyScreen(() => import('../screens/profile/ConfirmEmail'), 'ConfirmEmail', peopleLabels),
  },
  {
    path: '/golf-course/:id/user-registration',
    access: 'public',
    roles: 'all',
    label: 'fairway.pages.user_registration',
    screen: lazyScreen(loadPeople, 'UserRegistration', peopleLabels),
  },

  // Signed in.
  {
    path: '/select-golf-course',
    access: 'choose-course',
    roles: 'all',
    label: 'fairway.menu.select-golf-course',
    screen: lazyScreen(() => import('../screens/select-golf-course/SelectGolfCourse'), 'SelectGolfCourse'),
  },
  {
    path: '/dashboard',
    access: 'course-or-super-admin',
    roles: 'all',
    label: 'fairway.dashboard.title',
    screen: lazyScreen(() => import('../screens/dashboard/Dashboard'), 'Dashboard'),
  },
  {
    path: '/profile',
    access: 'course-or-super-admin',
    roles: 'all',
    label: 'fairway.account.profile',
    screen: lazyScreen(() => import('../screens/profile/Profile'), 'Profile', peopleLabels),
  },
  {
    path: '/reset-password',
    access: 'course-or-super-admin',
    roles: 'all',
    label: 'fairway.account.change_password',
    screen: lazyScreen(() => import('../screens/reset-password/ResetPassword'), 'ResetPassword'),
  },

  // Tournaments.
  laterPage('tournaments', '/leaderboard', 'fairway.menu.leaderboard'),
  laterPage('tournaments', '/leader-board-detail', 'fairway.menu.leader-board-detail'),
  laterPage('tournaments', '/team-position', 'fairway.pages.team_position'),
  laterPage('tournaments', '/tournament/prizes', 'fairway.pages.tournament_prizes'),
  laterPage('tournaments', '/tournament/prizes/:id', 'fairway.pages.tournament_prizes'),
  laterPage('tournaments', '/tournament/tournament-notes', 'fairway.pages.tournament_notes'),
  laterPage('tournaments', '/tournament/tournament-note/:id', 'fairway.pages.tournament_notes'),
  ...laterResource('tournaments', '/tournament'),
  laterPage('tournaments', '/tournament-results', 'fairway.pages.tournament_results'),
  laterPage('tournaments', '/tournament-score-details', 'fairway.menu.tournament-score-details'),
  laterPage('tournaments', '/tournament-winner-history', 'fairway.menu.tournament-winner-history'),
  ...laterResource('tournaments', '/tournament-master'),
  laterPage('tournaments', '/tournament_members', 'fairway.pages.tournament_members'),

  // Golf courses and holes.
  // A club's admin opens their own club's record too; adding a club stays the super admin's.
  ...resourcePages(golfCourses).map((page) =>
    page.path.endsWith('/create') ? page : { ...page, roles: [Role.superAdmin, Role.admin] as const },
  ),
  ...resourcePages(golfCourseHoles),
  {
    path: courseCardPath,
    access: 'course',
    // Every role of the club reads the card (decision 0031); only admins get inputs (decision 0033).
    roles: 'all',
    label: 'fairway.pages.course_card',
    resource: golfCourseHoles,
    screen: courseCard,
  },
  ...resourcePages(holeIntermediatePoints),
  // The super admin's copies of the club settings pages, for any club; no menu entry leads to them.
  ...anyClubPages(anyClubHoleDetails, 'fairway.menu.setting-hole-details'),
  ...anyClubPages(anyClubHoleCategories, 'fairway.menu.setting-hole-categories'),
  ...resourcePages(holeCategories),
  ...resourcePages(holeDetails),

  // Members and handicaps.
  ...resourcePages(members),
  {
    path: nonGolfCourseMembers.listPath,
    access: 'course',
    roles: [Role.admin],
    label: 'fairway.pages.non_golf_course_members',
    resource: nonGolfCourseMembers,
    screen: nonGolfCourseMembers.list,
  },
  laterPage('members', '/members-handicap-performance', 'fairway.menu.members-handicap-performance'),
  laterPage('members', '/my-performance', 'fairway.menu.my-performance'),
  ...laterResource('members', '/handicap-analysis'),

  // Rounds and contests.
  ...laterResource('rounds', '/active_round'),
  laterPage('rounds', '/player-rounds', 'fairway.menu.player-rounds'),
  laterPage('rounds', '/individual_round', 'fairway.menu.individual_rounds'),
  laterPage('rounds', '/player_round_group_scores/:title/:groupId', 'fairway.pages.player_round_group_scores'),
  ...laterResource('rounds', '/active-longest-drive'),
  ...laterResource('rounds', '/active-nearest-central'),
  ...laterResource('rounds', '/active-nearest-to-pin'),
  laterPage(
    'rounds',
    '/active_member_distance/:title/:round_id/:hole_id/:hole_number',
    'fairway.pages.active_member_distance',
  ),

  // Membership billing and accounts.
  ...[
    '/accounts-head',
    '/lockers-type',
    '/lockers-master',
    '/member-types-master',
    '/member-types-map',
    '/member-types-head-map',
    '/member-lockers-map',
    '/members-expenses',
    '/member-payments',
    '/member-opening-balances',
    '/members-billing',
    '/member-type-locker-type-charges-map',
    '/member-account-statements',
  ].flatMap((path) => laterResource('finance', path)),

  // News.
  ...['/news-category', '/news-tags', '/news-authors', '/news-article', '/news-comment'].flatMap((path) =>
    laterResource('news', path),
  ),

  // People and administration.
  // The menu leads the super admin to the organisers; a club's admin reaches them from Admin > Users, an organiser
  // their own record from their roster's page (decision 0037).
  ...resourcePages(eventManagers).map((entry) => ({
    ...entry,
    roles: [Role.superAdmin, Role.admin, Role.eventManager] as RoleId[],
  })),
  ...resourcePages(adminUsers),
  {
    path: '/user-registrations',
    access: 'course',
    roles: [Role.admin],
    label: 'fairway.pages.user_registrations',
    resource: userRegistrations,
    screen: userRegistrations.list,
  },
  ...resourcePages(unapprovedUsers),
  ...resourcePages(unapprovedGolfCourses),
  ...resourcePages(mailOutbox),
  {
    path: '/join-golf-courses',
    access: 'course',
    roles: 'all',
    label: 'fairway.pages.join_golf_courses',
    screen: lazyScreen(loadPeople, 'JoinGolfCourses', peopleLabels),
  },
  {
    path: '/users/set-password/:id',
    access: 'course-or-super-admin',
    roles: [Role.admin],
    label: 'fairway.pages.users_set_password',
    screen: lazyScreen(loadPeople, 'SetUserPassword', peopleLabels),
  },
  ...resourcePages(users),

  // Master data (super admin).
  ...resourcePages(prizeTypes),
  ...resourcePages(scoreTerms),
  ...resourcePages(countries),
  ...resourcePages(states),
  ...resourcePages(cities),
  ...resourcePages(userType),
];

const superAdminOnly = (roles: Audience) =>
  roles !== 'all' && roles.length > 0 && roles.every((role) => role === Role.superAdmin);

/** A super admin may open the super-admin screens without choosing a course (a fresh install has no club). */
export const routeTable: readonly RouteEntry[] = routes.map((entry) =>
  entry.access === 'course' && superAdminOnly(entry.roles) ? { ...entry, access: 'course-or-super-admin' } : entry,
);

export const isOutsideAdmin = (entry: RouteEntry) =>
  entry.access === 'public' || entry.access === 'link' || entry.access === 'login';
