import { lazy, type ComponentType } from 'react';
import { addLabels, type Labels } from '../providers/i18nProvider';

/** An area's labels, loaded with its screens: `() => import('./labels/people')`. */
export type AreaLabels = () => Promise<{ labels: Labels }>;

/** A screen loaded with its route; `preload` fetches its scripts (and labels) before it is first drawn. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy for a named export, so each screen loads with its route and the login page stays small; `labels` loads
 * the area's words alongside, added before the screen first draws.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  labels?: AreaLabels,
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadScreen = () =>
    (loading ??= (async () => {
      const [module, area] = await Promise.all([load(), labels?.()]);
      if (area) addLabels(area.labels);
      return { default: module[name] as ComponentType };
    })());
  return Object.assign(lazy(loadScreen), { preload: loadScreen });
}
