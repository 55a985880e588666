import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { members, playerRounds } from '../../db/schema/index.js';

/** The condition that a round is marked by the actor's golfer record (at the terminal, the golfer who acts). */
export function markedBy(actor: Actor) {
  if (actor.memberId !== undefined) return sql`${playerRounds.marker_member_id} = ${actor.memberId}`;
  return sql`${playerRounds.marker_member_id} = (select ${members.id} from ${members} where ${members.user_id} = ${actor.userId})`;
}
