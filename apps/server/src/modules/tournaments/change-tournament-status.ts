import { superAdminTournamentMoves, tournamentMoves, type TournamentStatus, Role } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { tournaments } from '../../db/schema/index.js';
import { refreshEntries } from './refresh-entries.js';
import { tournamentOf } from './tournament-of.js';

const words = (status: string) => status.replace('_', ' ');

/** "draft, open or cancelled": the allowed statuses in words. */
function listed(statuses: readonly string[]): string {
  const named = statuses.map(words);
  return named.length <= 1 ? (named[0] ?? 'nothing') : `${named.slice(0, -1).join(', ')} or ${named.at(-1)}`;
}

/**
 * Moves a tournament along draft -> open -> in progress -> completed -> finalised (or cancelled), refusing another
 * move with 409 naming the allowed ones. Reopening a finalised tournament, or taking a completed one back into play,
 * is a super admin's. When play starts, the field's handicaps are worked out a last time from the indexes of the day
 * and then kept as they are.
 */
export async function changeTournamentStatus(
  db: Database,
  actor: Actor,
  tournamentId: number,
  status: TournamentStatus,
) {
  await db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, actor, tournamentId);
    if (!tournament) throw new NotFoundError();
    const from = tournament.status as TournamentStatus;
    if (from === status) return;
    const isSuperAdmin = (actor.roles ?? []).includes(Role.superAdmin);
    const allowed = tournamentMoves[from].filter(
      (to) => isSuperAdmin || !superAdminTournamentMoves.includes(`${from}>${to}`),
    );
    if (!allowed.includes(status)) {
      const onlySuperAdmin = superAdminTournamentMoves.includes(`${from}>${status}`);
      throw new ConflictError(
        onlySuperAdmin
          ? `Only a super admin moves a ${words(from)} tournament to ${words(status)}; it can move to ${listed(allowed)}.`
          : `A ${words(from)} tournament can move to ${listed(allowed)}, not to ${words(status)}.`,
      );
    }
    if (status === 'in_progress' && (from === 'open' || from === 'draft')) {
      await refreshEntries(tx, tournament, { apply: true });
    }
    await tx
      .update(tournaments)
      .set({ status, updated_at: new Date(), updated_by: actor.userId })
      .where(eq(tournaments.id, tournamentId));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'tournaments',
      entityId: tournamentId,
      detail: { before: { status: from }, after: { status } },
    });
  });
}
