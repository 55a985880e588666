import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { ListPageCache } from './list-page-cache.js';

/** What every area's `register<Area>(app, deps)` is given. */
export type AreaDeps = { db: Database; config: Config; listPages: ListPageCache };
