import type { AreaLabels } from '../../../layout/lazyScreen';

/** A knockout's words, loaded with the screens that show its draw chart. */
export const knockoutLabels: AreaLabels = () => import('./knockout');
