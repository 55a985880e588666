import type { AreaLabels } from '../../../layout/lazyScreen';

/** The master data words, loaded with the screens that use them, never with the first page. */
export const masterDataLabels: AreaLabels = () => import('./master-data');
