import type { LazyScreen } from './lazyScreen';
import type { Audience } from './menu/roles';

/**
 * What a dashboard card shows, chosen from its answer by a pure function (`DashboardCardFace.face`): its MUI card and
 * the first screen's plain one draw the same face, so that the two kits differ only in their markup (decision 0146).
 */
export interface CardFace {
  /** The page the whole card opens; without it, the title and the lines open their own pages. */
  to?: string;
  title: string;
  /** The page the title opens, on a card without `to`. */
  titleTo?: string;
  /** The title stands apart from a list of lines under it. */
  listed?: boolean;
  lines: CardLine[];
}

/** A line of a card: its look (a figure, a headline, a detail in the secondary colour...), its words and its link. */
export interface CardLine {
  look: 'figure' | 'headline' | 'text' | 'item' | 'detail' | 'caption' | 'action';
  text: string;
  /** Bold words on a line of their own above `text` (a round's title). */
  strong?: string;
  to?: string;
}

/** What a card's face reads besides its answer: the app's words and the club's dates. */
export interface CardReading {
  translate: (key: string, options?: Record<string, string | number | null>) => string;
  formatDate: (value: string, options?: { withTime?: boolean }) => string;
  /** The club's day, `YYYY-MM-DD`. */
  today: string;
}

/**
 * A dashboard card as its answer makes it: who sees it, the API address it asks (its path, without the query) and
 * the face its answer gives, or null when it has nothing to show. Plain, so that the first screen draws it before the
 * app's scripts have run.
 */
export interface DashboardCardFace<Answer = unknown> {
  /** Unique among the cards: `handicap-index`. */
  id: string;
  /** Who sees it, read as a menu entry's roles are (a super admin sees every card, an admin all but theirs). */
  roles: Audience;
  question: string;
  face(answer: Answer, reading: CardReading): CardFace | null;
}

/**
 * A card an area puts on the dashboard, showing what is live for the roles it is for: a member's Handicap Index now;
 * their next tee time, the live board, the latest results and the club's news as those areas land. Each area's
 * `index.ts` gives its `dashboardCards` beside its `routes`, `routes/routeTable.ts` gathers them, and the dashboard
 * reads them through `appAreas.ts`; the first screen reads their faces through `routes/dashboardFaces.ts`. A card draws
 * nothing when it has nothing to show (a super admin has no Handicap Index), and loads with the dashboard, lazily. Its
 * module is named `…Card.tsx`: the check of the pages' JavaScript counts it into the dashboard's by that name
 * (scripts/check-page-budgets.mjs, decision 0099).
 */
export interface DashboardCard extends Omit<DashboardCardFace, 'face' | 'question'> {
  /** Made with `lazyScreen`: the dashboard fetches every card's scripts as it loads, not as each first draws. */
  card: LazyScreen;
}
