import { Role } from '@fairway/contract';
import {
  mdiFlagCheckered,
  mdiAccountCash,
  mdiAccountCheck,
  mdiAccountGroup,
  mdiAccountMultiple,
  mdiAccountStar,
  mdiAccountTie,
  mdiBookOpenVariant,
  mdiBullhorn,
  mdiBullseye,
  mdiBullseyeArrow,
  mdiCardAccountDetails,
  mdiEmailOutline,
  mdiCash,
  mdiCashMultiple,
  mdiChartBellCurve,
  mdiChartLine,
  mdiCityVariant,
  mdiCog,
  mdiComment,
  mdiDomain,
  mdiEarth,
  mdiFileDocument,
  mdiFlag,
  mdiFolder,
  mdiFormatListNumbered,
  mdiGift,
  mdiGolf,
  mdiGolfCart,
  mdiGolfTee,
  mdiHistory,
  mdiLinkVariant,
  mdiLocker,
  mdiLockerMultiple,
  mdiMap,
  mdiMapMarkerRadius,
  mdiNewspaper,
  mdiNewspaperVariant,
  mdiNewspaperVariantMultipleOutline,
  mdiOfficeBuildingRemove,
  mdiPodium,
  mdiReceiptText,
  mdiRuler,
  mdiScaleBalance,
  mdiScoreboard,
  mdiShapeOutline,
  mdiShieldAccount,
  mdiSwapHorizontal,
  mdiTable,
  mdiTag,
  mdiTarget,
  mdiTournament,
  mdiTrophy,
  mdiTrophyVariantOutline,
  mdiWalletOutline,
} from '@mdi/js';
import type { Audience } from './roles';

/**
 * The side menu of spec section 2, as data. Each entry carries its own roles: our reading of spec section 6 is the
 * table in shared/design/screens.md. Labels are i18n keys (`fairway.menu.<tag>`).
 */
export interface MenuEntry {
  tag: string;
  /** An @mdi/js path. */
  icon: string;
  roles: Audience;
  /** Leaves have a path; groups have children (up to three levels). */
  path?: string;
  children?: readonly MenuEntry[];
  /** Handicap Analysis: hidden when the current user's `show_individual_rounds` is false. */
  needsIndividualRounds?: boolean;
  /**
   * Individual Rounds: hidden where the active club has switched individual rounds off (its own setting, whoever the
   * user is: an event manager records rounds without being the club's member or guest).
   */
  needsClubIndividualRounds?: boolean;
  /** My Statement: hidden where the active club does not let its members read their own statements (its setting). */
  needsClubOwnStatements?: boolean;
  /**
   * A golfer's own page (My Performance, My Statement): hidden from a user who is neither member nor guest of the
   * active club, to whom it could only say they are not a golfer of it.
   */
  needsGolfer?: boolean;
  /** Select Golf Course: shown when the user has more than one course. */
  needsSeveralCourses?: boolean;
  /** Shown before a course is chosen, like the super admin's own entries (which need none either). */
  worksWithoutCourse?: boolean;
}

const { admin, user, superAdmin, member, eventManager } = Role;

const superAdminOnly = [superAdmin] as const;
const adminOnly = [admin] as const;

export const menuItems: readonly MenuEntry[] = [
  {
    tag: 'select-golf-course',
    icon: mdiSwapHorizontal,
    roles: 'all',
    path: '/select-golf-course',
    needsSeveralCourses: true,
    worksWithoutCourse: true,
  },
  // Not in the spec's menu: the members' news feed, for every role of the club (decision 0057).
  {
    tag: 'news-feed',
    icon: mdiNewspaperVariantMultipleOutline,
    roles: [admin, user, member, eventManager],
    path: '/news',
  },
  { tag: 'leaderboard', icon: mdiPodium, roles: [member], path: '/leaderboard' },
  { tag: 'leader-board-detail', icon: mdiFormatListNumbered, roles: [member], path: '/leader-board-detail' },
  // Not in the spec's menu: the events a member enters themselves, their entries and waiting places (issue 52).
  { tag: 'competitions', icon: mdiFlagCheckered, roles: [member], path: '/competitions', needsGolfer: true },
  { tag: 'my-performance', icon: mdiChartLine, roles: adminOnly, path: '/my-performance', needsGolfer: true },
  { tag: 'tournaments', icon: mdiTrophy, roles: [admin, eventManager], path: '/tournament' },
  // Not in the spec's menu: the club's results, published ones for its members (decision 0080).
  {
    tag: 'tournament-results',
    icon: mdiTrophyVariantOutline,
    roles: [admin, eventManager, member],
    path: '/tournament-results',
  },
  // screens.md gives role 1 only; members read their club's winners too (decision 0080).
  {
    tag: 'tournament-winner-history',
    icon: mdiHistory,
    roles: [admin, member],
    path: '/tournament-winner-history',
  },
  { tag: 'members', icon: mdiAccountGroup, roles: adminOnly, path: '/member' },
  { tag: 'active_rounds', icon: mdiGolf, roles: [admin, eventManager], path: '/active_round' },
  {
    tag: 'individual_rounds',
    icon: mdiGolfTee,
    roles: [member, eventManager],
    path: '/individual_round',
    needsClubIndividualRounds: true,
  },
  { tag: 'player-rounds', icon: mdiScoreboard, roles: [member, eventManager], path: '/player-rounds' },
  { tag: 'active-longest-drives', icon: mdiRuler, roles: [user, eventManager], path: '/active-longest-drive' },
  { tag: 'active-nearest-centrals', icon: mdiBullseye, roles: [user, eventManager], path: '/active-nearest-central' },
  {
    tag: 'active-nearest-to-pins',
    icon: mdiBullseyeArrow,
    roles: [user, eventManager],
    path: '/active-nearest-to-pin',
  },
  {
    tag: 'handicap-analysis',
    icon: mdiChartBellCurve,
    roles: [member],
    path: '/handicap-analysis',
    needsIndividualRounds: true,
  },
  // Not in the spec's menu: a member's own account statement, where the club allows it (decision 0066).
  {
    tag: 'my-statement',
    icon: mdiReceiptText,
    roles: [member],
    path: '/my-statement',
    needsClubOwnStatements: true,
    needsGolfer: true,
  },
  {
    tag: 'settings',
    icon: mdiCog,
    roles: adminOnly,
    children: [
      {
        tag: 'holes-information',
        icon: mdiFlag,
        roles: adminOnly,
        children: [
          { tag: 'golf_course_holes', icon: mdiGolfCart, roles: adminOnly, path: '/golf_course_hole' },
          {
            tag: 'golf_course_holes_periphery',
            icon: mdiMapMarkerRadius,
            roles: adminOnly,
            path: '/golf_course_holes_periphery',
          },
          {
            tag: 'setting-hole-categories',
            icon: mdiShapeOutline,
            roles: adminOnly,
            path: '/settings/hole_categories',
          },
          { tag: 'setting-hole-details', icon: mdiTable, roles: adminOnly, path: '/settings/hole_details' },
        ],
      },
      { tag: 'tournament-masters', icon: mdiTournament, roles: adminOnly, path: '/tournament-master' },
      {
        tag: 'news',
        icon: mdiNewspaper,
        roles: adminOnly,
        children: [
          { tag: 'news-tags', icon: mdiTag, roles: adminOnly, path: '/news-tags' },
          { tag: 'news-categories', icon: mdiFolder, roles: adminOnly, path: '/news-category' },
          { tag: 'news-authors', icon: mdiAccountTie, roles: adminOnly, path: '/news-authors' },
          { tag: 'news-articles', icon: mdiNewspaperVariant, roles: adminOnly, path: '/news-article' },
          { tag: 'news-comments', icon: mdiComment, roles: adminOnly, path: '/news-comment' },
          // Not in the spec's menu: the club's notices at the top of Club News (decision 0057).
          { tag: 'news-posts', icon: mdiBullhorn, roles: adminOnly, path: '/news-posts' },
        ],
      },
    ],
  },
  {
    tag: 'super-admin',
    icon: mdiShieldAccount,
    roles: superAdminOnly,
    children: [
      { tag: 'users', icon: mdiAccountMultiple, roles: superAdminOnly, path: '/users' },
      { tag: 'golf_courses', icon: mdiDomain, roles: superAdminOnly, path: '/golf_course' },
      {
        tag: 'Unapproved-golf-courses',
        icon: mdiOfficeBuildingRemove,
        roles: superAdminOnly,
        path: '/Unapproved-golf-courses',
      },
      { tag: 'prize_types', icon: mdiGift, roles: superAdminOnly, path: '/prize_type' },
      { tag: 'score_terms', icon: mdiTarget, roles: superAdminOnly, path: '/score_term' },
      { tag: 'setting-user-types', icon: mdiCardAccountDetails, roles: superAdminOnly, path: '/settings/user-types' },
      { tag: 'setting-countries', icon: mdiEarth, roles: superAdminOnly, path: '/settings/countries' },
      { tag: 'setting-states', icon: mdiMap, roles: superAdminOnly, path: '/settings/states' },
      { tag: 'setting-cities', icon: mdiCityVariant, roles: superAdminOnly, path: '/settings/cities' },
      {
        tag: 'tournament-score-details',
        icon: mdiFileDocument,
        roles: superAdminOnly,
        path: '/tournament-score-details',
      },
      { tag: 'event-managers', icon: mdiAccountStar, roles: superAdminOnly, path: '/event-managers' },
      { tag: 'mail-outbox', icon: mdiEmailOutline, roles: superAdminOnly, path: '/mail-outbox' },
    ],
  },
  {
    tag: 'admin',
    icon: mdiAccountCheck,
    roles: [admin, eventManager],
    children: [
      { tag: 'admin-users', icon: mdiAccountMultiple, roles: [admin, eventManager], path: '/admin-users' },
      { tag: 'unapproved-users', icon: mdiAccountCheck, roles: adminOnly, path: '/unapproved-users' },
      {
        tag: 'members-handicap-performance',
        icon: mdiChartLine,
        roles: [admin, eventManager],
        path: '/members-handicap-performance',
      },
      { tag: 'tournament-masters', icon: mdiTournament, roles: [eventManager], path: '/tournament-master' },
      {
        tag: 'accounts',
        icon: mdiCashMultiple,
        roles: adminOnly,
        children: [
          { tag: 'accounts-head', icon: mdiBookOpenVariant, roles: adminOnly, path: '/accounts-head' },
          { tag: 'lockers-type', icon: mdiLockerMultiple, roles: adminOnly, path: '/lockers-type' },
          { tag: 'lockers-master', icon: mdiLocker, roles: adminOnly, path: '/lockers-master' },
          { tag: 'member-types-master', icon: mdiCardAccountDetails, roles: adminOnly, path: '/member-types-master' },
          { tag: 'member-types-map', icon: mdiLinkVariant, roles: adminOnly, path: '/member-types-map' },
          { tag: 'member-types-head-map', icon: mdiLinkVariant, roles: adminOnly, path: '/member-types-head-map' },
          { tag: 'member-lockers-map', icon: mdiLocker, roles: adminOnly, path: '/member-lockers-map' },
          {
            tag: 'member-type-locker-type-charges-map',
            icon: mdiCash,
            roles: adminOnly,
            path: '/member-type-locker-type-charges-map',
          },
          { tag: 'members-expenses', icon: mdiWalletOutline, roles: adminOnly, path: '/members-expenses' },
          { tag: 'members-billing', icon: mdiReceiptText, roles: adminOnly, path: '/members-billing' },
          { tag: 'member-payments', icon: mdiAccountCash, roles: adminOnly, path: '/member-payments' },
          {
            tag: 'member-opening-balances',
            icon: mdiScaleBalance,
            roles: adminOnly,
            path: '/member-opening-balances',
          },
          {
            tag: 'member-account-statements',
            icon: mdiFileDocument,
            roles: adminOnly,
            path: '/member-account-statements',
          },
        ],
      },
    ],
  },
];
