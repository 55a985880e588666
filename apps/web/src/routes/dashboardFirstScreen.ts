import { Role } from '@fairway/contract';
import { handicapIndexFace } from '../areas/profile/screens/profile/handicapIndexFace';
import { latestNewsFace } from '../areas/news/screens/news/latestNewsFace';
import { activeRoundsFace } from '../areas/scoring/screens/leaderboards/activeRoundsFace';
import { liveBoardFace } from '../areas/scoring/screens/leaderboards/liveBoardFace';
import { nextTeeTimeFace } from '../areas/tee-sheet/screens/my-bookings/nextTeeTimeFace';
import { eventsAheadFace } from '../areas/tournaments/resources/tournaments/eventsAheadFace';
import { nextRoundFace } from '../areas/tournaments/resources/tournaments/nextRoundFace';
import { openForEntryFace } from '../areas/tournaments/screens/competitions/openForEntryFace';
import { activeClubOf } from '../layout/club/activeClubOf';
import { clubToday, formatClubDate } from '../layout/club/formatClubDate';
import type { CardFace, CardReading, DashboardCardFace } from '../layout/dashboardCard';
import { showDashboardFirstScreen } from '../layout/firstScreenDashboard';
import { isAllowed } from '../layout/menu/roles';
import { roleLabel } from '../layout/roleLabel';
import { earlySignedInAnswers } from '../providers/api';
import { earlyAnswer } from '../providers/httpClient';
import { fairwayMessages } from '../providers/messages';
import type { Labels } from '../providers/i18nProvider';
import { getSession } from '../providers/session';

/** Every dashboard card's face, in the dashboard's order of its cards (routeTable.ts's `dashboardCards`). */
export const dashboardFaces: readonly DashboardCardFace<never>[] = [
  handicapIndexFace,
  nextRoundFace,
  eventsAheadFace,
  openForEntryFace,
  liveBoardFace,
  activeRoundsFace,
  latestNewsFace,
  nextTeeTimeFace,
];

/** The app's words as react-admin's translate gives them: a dotted key, its `%{name}`s filled in. */
function translatorOf(messages: Labels): CardReading['translate'] {
  return (key, options = {}) => {
    const found = key
      .split('.')
      .reduce<string | Labels | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        messages,
      );
    return typeof found === 'string'
      ? found.replace(/%\{(\w+)\}/g, (whole, name: string) => String(options[name] ?? whole))
      : key;
  };
}

/**
 * Draws the dashboard on the first screen from the early answers (decision 0146): the welcome, the club's facts and
 * every card of the person's roles, or nothing at all when one of the cards' questions was not asked early or its
 * answer is a refusal. A super admin's installation figures are not asked early: their first screen stays as it was.
 */
export async function drawDashboardFirstScreen(asked: readonly string[]): Promise<void> {
  const { auth_token: authToken, active_golf_course_id: golfCourseId } = getSession();
  const signedIn = earlySignedInAnswers(authToken, golfCourseId);
  if (!authToken || !signedIn) return;
  try {
    const [init, user] = await Promise.all([signedIn.init, signedIn.user]);
    const course = init.data.find((choice) => choice.id === golfCourseId);
    const roles = user.user_roles.map((role) => role.id);
    if (!course || roles.includes(Role.superAdmin)) return;
    const club = activeClubOf(course);
    const translate = translatorOf(fairwayMessages);
    const reading: CardReading = {
      translate,
      formatDate: (value, options) => formatClubDate(value, club, options),
      today: clubToday(club),
    };
    const cards = dashboardFaces.filter((card) => isAllowed(card.roles, roles));
    const answers = await Promise.all(
      cards.map((card) => {
        const path = asked.find((address) => address.split('?')[0] === card.question);
        return path ? earlyAnswer(path) : undefined;
      }),
    );
    if (answers.includes(undefined)) return;
    const faces = cards.flatMap((card, index) => card.face(answers[index] as never, reading) ?? []) as CardFace[];
    const clubRoles = roles.filter((role) => role !== Role.superAdmin);
    showDashboardFirstScreen({
      authToken,
      golfCourseId,
      clubHeading: club.name,
      welcome: translate('fairway.dashboard.welcome', { name: user.user_name }),
      facts: [
        {
          label: translate('fairway.dashboard.your_roles'),
          value: '',
          chips: clubRoles.map((role) => translate(roleLabel(role, club.isGuest))),
        },
        {
          label: translate('fairway.dashboard.club_time'),
          value: formatClubDate(new Date(), club, { withTime: true }),
        },
        { label: translate('fairway.dashboard.date_format'), value: club.dateFormat },
        { label: translate('fairway.dashboard.currency'), value: club.currency },
        { label: translate('fairway.dashboard.distances'), value: translate(`fairway.dashboard.${club.distanceUnit}`) },
      ],
      cards: faces,
    });
  } catch {
    // A refused or failed answer leaves the first screen as it is: the dashboard reports it as it draws.
  }
}
