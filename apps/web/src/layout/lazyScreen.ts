import { createElement, lazy, type ComponentType } from 'react';
import { addLabels, type Labels } from '../providers/i18nProvider';

/** An area's labels, loaded with its screens: `() => import('./labels/people')`. */
export type AreaLabels = () => Promise<{ labels: Labels }>;

/** A screen loaded with its route; `preload` fetches its scripts (and labels) before it is first drawn. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy for a named export, so each screen loads with its route and the login page stays small; `labels` loads
 * the area's words alongside, added before the screen first draws. A screen already loaded (preloaded, or drawn
 * before) draws at once: React.lazy would suspend it for a turn and draw it again, in another long task, behind its
 * fallback.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  labels?: AreaLabels,
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const loadScreen = () =>
    (loading ??= (async () => {
      const [module, area] = await Promise.all([load(), labels?.()]);
      if (area) addLabels(area.labels);
      loaded = module[name] as ComponentType;
      return { default: loaded };
    })());
  const Lazy = lazy(loadScreen);
  const Screen = () => createElement(loaded ?? Lazy);
  return Object.assign(Screen, { preload: loadScreen });
}
