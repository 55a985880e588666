import type { AreaLabels } from '../../../layout/lazyScreen';

/** The tee sheet's words, loaded with its screens, never with the first page. */
export const teeSheetLabels: AreaLabels = () => import('./teeSheet');
