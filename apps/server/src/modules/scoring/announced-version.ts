import { type SQL, sql } from 'drizzle-orm';
import { changesChannel } from '../../db/change-feed.js';

/** Announces a raised version (its `tournament_id`, `version`, `updated_ms`) at commit as a `BoardNotice`. */
export const announcedVersion = (scoresText: SQL) =>
  sql`pg_notify(${changesChannel}, 'board:' || tournament_id || ':' || version || ':' || updated_ms || ':' || ${scoresText})`;
