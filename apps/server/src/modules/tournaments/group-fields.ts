import { sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { playerRoundGroups } from '../../db/schema/index.js';

// The subquery names its tables itself: in a select of one table, Drizzle writes that table's columns unqualified.
/**
 * A group as clients read it: its start in words (the tee time, or a shotgun's hole, "1A") and its players in order,
 * each with the tee set and playing handicap of their entry.
 */
export const groupFields = {
  ...recordColumnsOf(playerRoundGroups),
  golf_course_id: playerRoundGroups.golf_course_id,
  player_round_id: playerRoundGroups.player_round_id,
  number: playerRoundGroups.number,
  tee_time: playerRoundGroups.tee_time,
  starting_hole: playerRoundGroups.starting_hole,
  starting_hole_suffix: playerRoundGroups.starting_hole_suffix,
  start:
    sql<string>`coalesce(${playerRoundGroups.tee_time}, ${playerRoundGroups.starting_hole}::text || ${playerRoundGroups.starting_hole_suffix})`.as(
      'start',
    ),
  scorer_user_id: playerRoundGroups.scorer_user_id,
  players: sql<unknown[]>`coalesce((
    select json_agg(json_build_object(
      'member_id', gm.member_id,
      'name', trim(m.first_name || ' ' || m.last_name),
      'gender', m.gender,
      'hole_category_name', hc.name,
      'playing_handicap', tm.playing_handicap,
      'team_id', tm.team_id,
      'position', gm.position
    ) order by gm.position, gm.id)
    from player_round_group_members gm
    join members m on m.id = gm.member_id
    join player_rounds pr on pr.id = gm.player_round_id
    left join tournament_members tm on tm.tournament_id = pr.tournament_id and tm.member_id = gm.member_id
    left join hole_categories hc on hc.id = tm.hole_category_id
    where gm.player_round_group_id = player_round_groups.id
  ), '[]'::json)`.as('players'),
};
