import type { LazyScreen } from './lazyScreen';
import type { Audience } from './menu/roles';

/**
 * A card an area puts on the dashboard, showing what is live for the roles it is for: a member's Handicap Index now;
 * their next tee time, the live board, the latest results and the club's news as those areas land. Each area's
 * `index.ts` gives its `dashboardCards` beside its `routes`, `routes/routeTable.ts` gathers them, and the dashboard
 * reads them through `appAreas.ts`. A card draws nothing when it has nothing to show (a super admin has no Handicap
 * Index), and loads with the dashboard, lazily. Its module is named `…Card.tsx`: the check of the pages' JavaScript
 * counts it into the dashboard's by that name (scripts/check-page-budgets.mjs, decision 0099).
 */
export interface DashboardCard {
  /** Unique among the cards: `handicap-index`. */
  id: string;
  /** Who sees it, read as a menu entry's roles are (a super admin sees every card, an admin all but theirs). */
  roles: Audience;
  /** Made with `lazyScreen`: the dashboard fetches every card's scripts as it loads, not as each first draws. */
  card: LazyScreen;
}
