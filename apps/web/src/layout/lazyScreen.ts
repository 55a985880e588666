import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so each screen loads with its route and the login page stays small. */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
