import { Role, type ContestKindName } from '@fairway/contract';
import type { Contest } from '../../providers/contestApi';

/** Each contest kind's list page (spec section 2) and its menu entry's label. */
export const contestScreens = {
  longest_drive: { listPath: '/active-longest-drive', label: 'fairway.menu.active-longest-drives' },
  nearest_to_centre: { listPath: '/active-nearest-central', label: 'fairway.menu.active-nearest-centrals' },
  nearest_to_pin: { listPath: '/active-nearest-to-pin', label: 'fairway.menu.active-nearest-to-pins' },
} as const satisfies Record<ContestKindName, { listPath: string; label: string }>;

/** Who measures (decision 0071): the club's users, event managers and admins; every other role reads. */
export const measuringRoles: readonly number[] = [Role.admin, Role.user, Role.eventManager];

/** What a contest is, in one line: its tournament's round, the hole, and whom it is for. */
export function contestLine(contest: Contest, translate: (key: string, options?: object) => string): string {
  const parts = [
    translate('fairway.contests.round', { number: contest.round_number }),
    contest.par === null
      ? translate('fairway.contests.hole', { number: contest.hole_number })
      : translate('fairway.contests.hole_par', { number: contest.hole_number, par: contest.par }),
  ];
  if (contest.gender) parts.push(translate(`fairway.contests.genders.${contest.gender}`));
  if (contest.category) parts.push(contest.category);
  if (contest.prize_type_name) parts.push(contest.prize_type_name);
  return parts.join(' · ');
}
