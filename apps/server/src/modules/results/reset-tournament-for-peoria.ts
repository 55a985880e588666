import { type PeoriaFormat, type TournamentFormat, peoriaFormats } from '@fairway/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { tournamentPeoriaDraws, tournamentResults, tournaments } from '../../db/schema/index.js';
import { tournamentOf } from '../tournaments/index.js';
import { formatWords } from './calculate-results.js';

/**
 * "Reset for Peoria": sets aside a Peoria-family tournament's hidden-hole draw and its current results (both kept,
 * with who reset them and when, and audited), so that the next calculation draws anew. Refused once the results are
 * published (409), and for a tournament of another format (400).
 */
export async function resetTournamentForPeoria(db: Database, actor: Actor, tournamentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, actor, tournamentId);
    if (!tournament) throw new NotFoundError();
    const format = tournament.format as TournamentFormat;
    if (!peoriaFormats.includes(format as PeoriaFormat)) {
      throw new InvalidInputError({
        format: [`This tournament is played as ${formatWords[format]}; only the Peoria family has a draw to reset.`],
      });
    }
    await tx.execute(
      sql`select ${tournaments.id} from ${tournaments} where ${tournaments.id} = ${tournamentId} for update`,
    );
    // The published snapshot first, where a recalculation waits beside it.
    const [current] = await tx
      .select()
      .from(tournamentResults)
      .where(and(eq(tournamentResults.tournament_id, tournamentId), isNull(tournamentResults.replaced_at)))
      .orderBy(desc(tournamentResults.published));
    if (current?.published) {
      throw new ConflictError('The results are published; the Peoria draw is not reset after publication.');
    }
    const now = new Date();
    const changed = { updated_at: now, updated_by: actor.userId };
    const [draw] = await tx
      .update(tournamentPeoriaDraws)
      .set({ reset_at: now, reset_by: actor.userId, ...changed })
      .where(and(eq(tournamentPeoriaDraws.tournament_id, tournamentId), isNull(tournamentPeoriaDraws.reset_at)))
      .returning({ id: tournamentPeoriaDraws.id, drawnAt: tournamentPeoriaDraws.drawn_at });
    if (current) {
      await tx
        .update(tournamentResults)
        .set({ replaced_at: now, replaced_by: actor.userId, ...changed })
        .where(eq(tournamentResults.id, current.id));
    }
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'tournament_peoria_draws',
      entityId: draw?.id ?? null,
      detail: {
        reset_tournament_for_peoria: true,
        tournament_id: tournamentId,
        before: { drawn_at: draw?.drawnAt ?? null, results_id: current?.id ?? null },
        after: { reset_at: now },
      },
    });
  });
}
