import type { AreaLabels } from '../../../layout/lazyScreen';

/** The rounds words, loaded with the screens that use them, never with the first page. */
export const roundsLabels: AreaLabels = () => import('./rounds');
