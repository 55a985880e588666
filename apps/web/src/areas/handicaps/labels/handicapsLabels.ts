import type { AreaLabels } from '../../../layout/lazyScreen';
import { addLabels } from '../../../providers/i18nProvider';
import { peopleLabels } from '../../members';

/** The handicap screens' words, with the members' (the index chart's), loaded with those screens. */
export const handicapsLabels: AreaLabels = async () => {
  const [people, handicaps] = await Promise.all([peopleLabels(), import('./handicaps')]);
  addLabels(people.labels);
  return handicaps;
};
