import { type SQL, sql } from 'drizzle-orm';
import { leaderboardVersions } from '../../db/schema/index.js';

/**
 * The part of a statement that raises the board versions of `boards` (a relation of `tournament_id` and
 * `golf_course_id`) and answers `tournament_id`, `version`, `updated_ms`. The version row's lock orders the commits of
 * a board.
 */
export const raisedVersions = (boards: SQL) => sql`
  insert into ${leaderboardVersions} as board_version (tournament_id, golf_course_id, version)
  select tournament_id, golf_course_id, 1 from ${boards}
  on conflict (tournament_id) do update set version = board_version.version + 1, updated_at = now()
  returning tournament_id, version, floor(extract(epoch from updated_at) * 1000)::bigint as updated_ms`;
