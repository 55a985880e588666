import type { AreaLabels } from '../../../layout/lazyScreen';
import type { Labels } from '../../../providers/i18nProvider';
import { knockoutLabels } from '../../tournaments';

/** The leaderboards words, with a knockout's draw chart's, loaded with the screens that use them, never with the first page. */
export const leaderboardsLabels: AreaLabels = async () => {
  const [boards, knockout] = await Promise.all([import('./leaderboards'), knockoutLabels()]);
  return {
    labels: {
      ...boards.labels,
      fairway: { ...(boards.labels.fairway as Labels), ...(knockout.labels.fairway as Labels) },
    },
  };
};
