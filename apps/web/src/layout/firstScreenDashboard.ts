import { useSyncExternalStore } from 'react';
import type { CardFace } from './dashboardCard';
import { getSession } from '../providers/session';

/**
 * The dashboard as the first screen draws it from the early answers (decision 0146), before react-admin and MUI have
 * run: the welcome, the club's facts and every card of the person's roles. Made once, then kept across the first
 * screen's remounts and shown by the dashboard in its cards' place until its own cards have their answers.
 */
export interface DashboardFirstScreen {
  /** The session and club it was drawn for. */
  authToken: string;
  golfCourseId: number;
  welcome: string;
  clubHeading: string;
  facts: { label: string; value: string; chips?: string[] }[];
  cards: CardFace[];
}

let drawn: DashboardFirstScreen | undefined;
const listeners = new Set<() => void>();

function change(next: DashboardFirstScreen | undefined) {
  drawn = next;
  listeners.forEach((listener) => listener());
}

/** Keeps the first screen's dashboard, for every first screen and the dashboard's first draw. */
export const showDashboardFirstScreen = (dashboard: DashboardFirstScreen) => change(dashboard);

/** Once the dashboard's own cards are in: the first screen's are not shown again. */
export const endDashboardFirstScreen = () => change(undefined);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The first screen's dashboard, if it was drawn for this session and club. */
export function useDashboardFirstScreen(): DashboardFirstScreen | undefined {
  const dashboard = useSyncExternalStore(subscribe, () => drawn);
  const { auth_token, active_golf_course_id } = getSession();
  return dashboard?.authToken === auth_token && dashboard.golfCourseId === active_golf_course_id
    ? dashboard
    : undefined;
}
