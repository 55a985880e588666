import type { AreaLabels } from '../layout/lazyScreen';
import { addLabels } from '../providers/i18nProvider';

// Each area's labels, loaded with the area's screens (lazyScreen's `labels`), never with the first page.
export const peopleLabels: AreaLabels = () => import('./people');
export const coursesLabels: AreaLabels = () => import('./courses');
export const masterDataLabels: AreaLabels = () => import('./master-data');
export const tournamentsLabels: AreaLabels = () => import('./tournaments');
export const billingLabels: AreaLabels = () => import('./billing');
export const roundsLabels: AreaLabels = () => import('./rounds');
export const newsLabels: AreaLabels = () => import('./news');
export const leaderboardsLabels: AreaLabels = () => import('./leaderboards');
export const contestsLabels: AreaLabels = () => import('./contests');
/** The handicap screens use the members' words too (the index chart's). */
export const handicapsLabels: AreaLabels = async () => {
  const [people, handicaps] = await Promise.all([import('./people'), import('./handicaps')]);
  addLabels(people.labels);
  return handicaps;
};
