import type { AreaLabels } from '../../../layout/lazyScreen';

/** The leaderboards words, loaded with the screens that use them, never with the first page. */
export const leaderboardsLabels: AreaLabels = () => import('./leaderboards');
