import type { AreaLabels } from '../../../layout/lazyScreen';

/** The courses words, loaded with the screens that use them, never with the first page. */
export const coursesLabels: AreaLabels = () => import('./courses');
