import { and, eq, inArray } from 'drizzle-orm';
import { playerRoundGroupMembers, playerRounds } from '../../db/schema/index.js';
import type { WrittenRecordChange } from '../../core/record-change.js';

/**
 * An entry marked withdrawn leaves the groups of its tournament's rounds not yet started at once, so that the draw
 * and its sheets no longer show them and their group has the place free. A round in play or played keeps its groups
 * as they teed off (the entry's own change is its audit entry).
 */
export async function leaveDrawWhenWithdrawn({ tx, input, existing, action }: WrittenRecordChange) {
  if (action !== 'update' || input.status !== 'withdrawn' || existing!.status === 'withdrawn') return;
  const scheduledRounds = tx
    .select({ id: playerRounds.id })
    .from(playerRounds)
    .where(
      and(eq(playerRounds.tournament_id, existing!.tournament_id as number), eq(playerRounds.status, 'scheduled')),
    );
  await tx
    .delete(playerRoundGroupMembers)
    .where(
      and(
        eq(playerRoundGroupMembers.member_id, existing!.member_id as number),
        inArray(playerRoundGroupMembers.player_round_id, scheduledRounds),
      ),
    );
}
