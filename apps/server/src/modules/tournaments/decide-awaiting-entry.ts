import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { competitionEntries } from '../../db/schema/index.js';
import { fieldPlaces } from './field-places.js';
import { lockedCompetition } from './locked-competition.js';
import { type EntryDecision, mailEntryDecision } from './mail-entry-decision.js';
import { placeEntryInField } from './place-entry-in-field.js';
import { tournamentOf } from './tournament-of.js';

/**
 * An organiser of the tournament approves or declines an entry awaiting approval (a golfer of another club at an open
 * event that asks for it), under the tournament's lock, and the golfer is mailed. Approved, it goes into the field
 * while a place is free and no one waits, else onto the waiting list in the order it was taken; a full field without
 * a waiting list refuses the approval (409). An entry not awaiting approval is refused (409); another club's, or of a
 * tournament the caller does not run, is not found.
 */
export async function decideAwaitingEntry(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  entryId: number,
  approved: boolean,
): Promise<void> {
  const golfCourseId = actor.golfCourseId!;
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ tournamentId: competitionEntries.tournament_id })
      .from(competitionEntries)
      .where(and(eq(competitionEntries.id, entryId), inClub(competitionEntries, golfCourseId)));
    if (!found || !(await tournamentOf(tx, actor, found.tournamentId))) throw new NotFoundError();
    const { tournament, rules } = await lockedCompetition(tx, golfCourseId, found.tournamentId);
    const [entry] = await tx.select().from(competitionEntries).where(eq(competitionEntries.id, entryId));
    if (entry!.status !== 'awaiting') {
      throw new ConflictError(`This entry is ${entry!.status}: it awaits no approval.`);
    }
    let decision: EntryDecision = 'declined';
    if (approved) {
      const places = await fieldPlaces(tx, tournament.id);
      const limit = tournament.field_limit;
      const placeFree = limit === null || (places.entered + places.offered < limit && places.waiting === 0);
      if (!placeFree && !rules.waiting_list) {
        throw new ConflictError(
          `The field is full: all ${limit} places are taken, and the event keeps no waiting list.`,
        );
      }
      decision = placeFree ? 'entered' : 'waiting';
      if (placeFree) {
        // The organiser's approval stands after entries close, as their own entries of the field do.
        await placeEntryInField(
          tx,
          actor,
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
      }
    }
    if (decision !== 'entered') {
      await tx
        .update(competitionEntries)
        .set({ status: decision, updated_at: new Date(), updated_by: actor.userId })
        .where(eq(competitionEntries.id, entryId));
    }
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'competition_entries',
      entityId: entryId,
      detail: { status: decision, approved },
    });
    await mailEntryDecision(tx, config, tournament, entry!.member_id, decision);
  });
}
