import type { TournamentResults } from '@fairway/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { tournamentPeoriaDraws, tournamentResults, tournaments } from '../../db/schema/index.js';
import { changeTournamentStatus, tournamentOf } from '../tournaments/index.js';
import { awardContestPrizes } from './award-contest-prizes.js';
import { awardPrizes } from './award-prizes.js';
import { mailResults } from './mail-results.js';
import { resultCorrections } from './result-corrections.js';
import { resultPrizes } from './result-prizes.js';
import { resultsAnswer } from './results-answer.js';

/**
 * Publishes a tournament's unpublished results: from now on everyone who may see its board sees them, with the Peoria
 * draw's hidden holes, and a tournament still in progress moves to completed. The prizes' winners are filled from
 * them (a match or team format's: its pairs, sides and teams) and each entrant is mailed their result. A recalculation after a correction is published in place of the
 * published results (kept as history), mailing only those whose result changed. Refused (409) with no results
 * calculated, when the results are published already and no recalculation waits, or for a tournament neither in
 * progress nor completed. `reason`: why a recalculation is published again, kept with it, audited and mailed.
 */
export async function publishResults(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  tournamentId: number,
  reason: string | null = null,
): Promise<TournamentResults> {
  return db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, actor, tournamentId);
    if (!tournament) throw new NotFoundError();
    await tx.execute(
      sql`select ${tournaments.id} from ${tournaments} where ${tournaments.id} = ${tournamentId} for update`,
    );
    const currents = await tx
      .select()
      .from(tournamentResults)
      .where(and(eq(tournamentResults.tournament_id, tournamentId), isNull(tournamentResults.replaced_at)));
    const shown = currents.find((snapshot) => snapshot.published);
    const current = currents.find((snapshot) => !snapshot.published);
    if (!current && shown) throw new ConflictError('The results are already published.');
    if (!current) throw new ConflictError('No results are calculated yet: calculate them before publishing.');
    if (tournament.status === 'in_progress') await changeTournamentStatus(tx, actor, tournamentId, 'completed');
    else if (tournament.status !== 'completed') {
      throw new ConflictError(
        `Results are published while a tournament is in progress or completed; this one is ${tournament.status}.`,
      );
    }
    const now = new Date();
    if (shown) {
      await tx
        .update(tournamentResults)
        .set({ replaced_at: now, replaced_by: actor.userId, updated_at: now, updated_by: actor.userId })
        .where(eq(tournamentResults.id, shown.id));
    }
    const [published] = await tx
      .update(tournamentResults)
      .set({
        published: true,
        published_at: now,
        published_by: actor.userId,
        correction_reason: shown ? reason : null,
        updated_at: now,
        updated_by: actor.userId,
      })
      .where(eq(tournamentResults.id, current.id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'tournament_results',
      entityId: current.id,
      detail: {
        before: { published: false },
        after: { published: true },
        tournament_id: tournamentId,
        replaced_id: shown?.id ?? null,
        ...(shown && reason !== null ? { reason } : {}),
      },
    });
    await awardPrizes(tx, actor, tournament, current);
    await awardContestPrizes(tx, actor, tournament);
    await mailResults(tx, config, tournament, current, shown ? { ...shown, reason } : null);
    const [draw] =
      current.peoria_draw_id === null
        ? []
        : await tx
            .select({ hiddenHoles: tournamentPeoriaDraws.hidden_holes })
            .from(tournamentPeoriaDraws)
            .where(eq(tournamentPeoriaDraws.id, current.peoria_draw_id));
    return resultsAnswer(
      published!,
      draw?.hiddenHoles ?? null,
      await resultPrizes(tx, tournamentId),
      await resultCorrections(tx, tournamentId),
    );
  });
}
