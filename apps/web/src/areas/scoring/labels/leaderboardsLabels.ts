import type { AreaLabels } from '../../../layout/lazyScreen';
import type { Labels } from '../../../providers/i18nProvider';
import { knockoutLabels } from '../../tournaments';

/**
 * The leaderboards words, with a knockout's draw chart's and a skins game's, loaded with the board's screens, never
 * with the first page.
 */
export const leaderboardsLabels: AreaLabels = async () => {
  const [boards, knockout, skins] = await Promise.all([import('./leaderboards'), knockoutLabels(), import('./skins')]);
  return {
    labels: {
      ...boards.labels,
      fairway: {
        ...(boards.labels.fairway as Labels),
        ...(knockout.labels.fairway as Labels),
        ...(skins.labels.fairway as Labels),
      },
    },
  };
};
