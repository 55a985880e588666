import type { Config } from '../config.js';
import type { Scheduler } from '../core/scheduler.js';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Database } from '../db/client.js';
import type { ListPageCache } from './list-page-cache.js';

/**
 * What every area's `register<Area>(app, deps)` is given. `changes` and `ready` serve an area's background work (the
 * mail outbox's sender): the committed changes this process hears, and when the database is ready (migrated, seeded);
 * `scheduler` runs its periodic jobs once the database is ready, until the server closes.
 */
export type AreaDeps = {
  db: Database;
  config: Config;
  listPages: ListPageCache;
  changes: ChangeFeed;
  ready: Promise<unknown>;
  scheduler: Scheduler;
};
