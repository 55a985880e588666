import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { competitionEntries } from '../../db/schema/index.js';
import { entrantOf } from './entrant-of.js';
import { fillFreedPlaces } from './fill-freed-places.js';
import { lockedCompetition } from './locked-competition.js';
import { placeEntryInField } from './place-entry-in-field.js';

/**
 * A golfer takes the freed place offered to them, before the offer lapses: their entry goes into the field and its fee
 * is posted. An offer past its time has lapsed (and gone to the next waiting): refused. Another golfer's entry is not
 * found.
 */
export async function acceptOfferedPlace(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  entryId: number,
): Promise<void> {
  const golfCourseId = actor.golfCourseId!;
  const lapsed = await db.transaction(async (tx) => {
    const entrant = await entrantOf(tx, actor);
    const [found] = await tx
      .select({ tournamentId: competitionEntries.tournament_id })
      .from(competitionEntries)
      .where(
        and(
          eq(competitionEntries.id, entryId),
          inClub(competitionEntries, golfCourseId),
          eq(competitionEntries.member_id, entrant?.id ?? 0),
        ),
      );
    if (!found) throw new NotFoundError();
    const { tournament, rules } = await lockedCompetition(tx, golfCourseId, found.tournamentId);
    await fillFreedPlaces(tx, config, actor, tournament, rules);
    const [entry] = await tx.select().from(competitionEntries).where(eq(competitionEntries.id, entryId));
    if (entry!.status === 'lapsed') return true;
    if (entry!.status !== 'offered')
      throw new ConflictError(`This entry is ${entry!.status}: no place is offered to it.`);
    await placeEntryInField(
      tx,
      actor,
      tournament,
      rules,
      { id: entry!.id, memberId: entry!.member_id, feeMinor: entry!.fee_minor },
      { pastTheClose: true },
    );
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'competition_entries',
      entityId: entryId,
      detail: { status: 'entered', accepted: true },
    });
    return false;
  });
  // The lapse and the place passed on are kept; only then is the golfer told.
  if (lapsed) throw new ConflictError('The offer lapsed: the place went to the next golfer waiting.');
}
