import type { AreaLabels } from '../../../layout/lazyScreen';

/** The tournaments words, loaded with the screens that use them, never with the first page. */
export const tournamentsLabels: AreaLabels = () => import('./tournaments');
