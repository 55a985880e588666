import type { RouteEntry } from '../../routes/routeEntry';

/** The pages later parts of Fairway build: each shows a page naming its part until its issue builds it. */
export const routes: readonly RouteEntry[] = [];
