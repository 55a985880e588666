import type { AreaLabels } from '../../../layout/lazyScreen';

/** The people words, loaded with the screens that use them, never with the first page. */
export const peopleLabels: AreaLabels = () => import('./people');
