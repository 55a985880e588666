import { and, eq, or } from 'drizzle-orm';
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
      .select({ tournamentId: competitionEntries.tournament_id, hostId: competitionEntries.golf_course_id })
      .from(competitionEntries)
      .where(
        and(
          eq(competitionEntries.id, entryId),
          or(inClub(competitionEntries, golfCourseId), eq(competitionEntries.home_golf_course_id, golfCourseId)),
          eq(competitionEntries.member_id, entrant?.id ?? 0),
        ),
      );
    if (!found) throw new NotFoundError();
    // A golfer of another club takes a place in the host's field, recorded in the host's audit.
    const hostActor: Actor = { ...actor, golfCourseId: found.hostId };
    const { tournament, rules } = await lockedCompetition(tx, found.hostId, found.tournamentId);
    await fillFreedPlaces(tx, config, hostActor, tournament, rules);
    const [entry] = await tx.select().from(competitionEntries).where(eq(competitionEntries.id, entryId));
    if (entry!.status === 'lapsed') return true;
    if (entry!.status !== 'offered')
      throw new ConflictError(`This entry is ${entry!.status}: no place is offered to it.`);
    await placeEntryInField(
      tx,
      hostActor,
      tournament,
      rules,
      {
        id: entry!.id,
        memberId: entry!.member_id,
        feeMinor: entry!.fee_minor,
        homeGolfCourseId: entry!.home_golf_course_id,
      },
      { pastTheClose: true },
    );
    await writeAudit(tx, hostActor, {
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
