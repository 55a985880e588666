import type { AreaLabels } from '../../../layout/lazyScreen';

/** The billing words, loaded with the screens that use them, never with the first page. */
export const billingLabels: AreaLabels = () => import('./billing');
