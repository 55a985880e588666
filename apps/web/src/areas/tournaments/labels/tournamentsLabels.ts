import type { AreaLabels } from '../../../layout/lazyScreen';
import type { Labels } from '../../../providers/i18nProvider';

/** The tournaments words, with a knockout's, loaded with the screens that use them, never with the first page. */
export const tournamentsLabels: AreaLabels = async () => {
  const [tournaments, knockout] = await Promise.all([import('./tournaments'), import('./knockout')]);
  return {
    labels: {
      ...tournaments.labels,
      fairway: { ...(tournaments.labels.fairway as Labels), ...(knockout.labels.fairway as Labels) },
    },
  };
};
