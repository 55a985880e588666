import { Role } from '@fairway/contract';
import { handicapIndexText } from '@fairway/golf';
import type { DashboardCardFace } from '../../../../layout/dashboardCard';
import type { Profile } from '../../providers/ownProfile';
import { ownProfileQuestion } from '../../providers/dashboardQuestions';

/** A golfer's own Handicap Index, from their profile, opening My Profile; nothing for a user who is no golfer. */
export const handicapIndexFace: DashboardCardFace<Profile> = {
  id: 'handicap-index',
  roles: [Role.member],
  question: ownProfileQuestion,
  face(profile, { translate }) {
    const golfer = profile.member;
    if (!golfer) return null;
    const low = handicapIndexText(golfer.low_handicap_index);
    return {
      to: '/profile',
      title: translate('fairway.dashboard.handicap_index'),
      lines: [
        { look: 'figure', text: handicapIndexText(golfer.handicap_index) || translate('fairway.dashboard.no_index') },
        ...(low
          ? [{ look: 'detail', text: translate('fairway.dashboard.low_handicap_index', { index: low }) } as const]
          : []),
      ],
    };
  },
};
