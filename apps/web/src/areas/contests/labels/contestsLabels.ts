import type { AreaLabels } from '../../../layout/lazyScreen';

/** The contests words, loaded with the screens that use them, never with the first page. */
export const contestsLabels: AreaLabels = () => import('./contests');
