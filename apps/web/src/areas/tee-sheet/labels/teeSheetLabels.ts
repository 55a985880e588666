import type { AreaLabels } from '../../../layout/lazyScreen';

/** The tee sheet's words, loaded with its screens. */
export const teeSheetLabels: AreaLabels = () => import('./teeSheet');
