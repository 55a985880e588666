import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { matchPresses } from '../../db/schema/index.js';
import { pressTournamentOf } from './press-tournament-of.js';

/**
 * Removes a press called by hand from a press and re-press match, before the results are published (409 after);
 * audited with what it was. Another club's tournament or press is not found.
 */
export async function removeMatchPress(db: Database, actor: Actor, tournamentId: number, pressId: number) {
  await db.transaction(async (tx) => {
    const tournament = await pressTournamentOf(tx, actor, tournamentId);
    const [removed] = await tx
      .delete(matchPresses)
      .where(
        and(
          eq(matchPresses.id, pressId),
          eq(matchPresses.tournament_id, tournament.id),
          inClub(matchPresses, tournament.golf_course_id),
        ),
      )
      .returning();
    if (!removed) throw new NotFoundError();
    await writeAudit(tx, actor, {
      action: 'delete',
      entity: 'match_presses',
      entityId: removed.id,
      detail: {
        tournament_id: tournament.id,
        group_id: removed.player_round_group_id,
        span: removed.span,
        after_hole: removed.after_hole,
        side: removed.side,
      },
    });
  });
}
