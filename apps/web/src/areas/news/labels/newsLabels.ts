import type { AreaLabels } from '../../../layout/lazyScreen';

/** The news words, loaded with the screens that use them, never with the first page. */
export const newsLabels: AreaLabels = () => import('./news');
