import type { AreaLabels } from '../../../layout/lazyScreen';

/** The ballot's and waiting list's words, loaded with their screens. */
export const ballotLabels: AreaLabels = () => import('./ballots');
