import type { competitionEntryInput } from '@fairway/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { clubDates } from '../../core/club-dates.js';
import { ConflictError, ForbiddenError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { competitionEntries, tournamentMembers } from '../../db/schema/index.js';
import { entrantOf } from './entrant-of.js';
import { entryRefusal } from './entry-refusal.js';
import { entryTermsOf } from './entry-terms-of.js';
import { fieldPlaces } from './field-places.js';
import { lockedCompetition } from './locked-competition.js';
import { placeEntryInField } from './place-entry-in-field.js';
import { readCompetitionEntry } from './read-competition-entry.js';

export type CompetitionEntryInput = z.output<typeof competitionEntryInput>;

/**
 * A golfer of the club enters a competition themselves, by its entry rules (`entryRefusal`: a refusal is a 409 saying
 * why), once: into the field with its fee posted to their account while a place is free and no one waits before
 * them, else onto the waiting list where the event keeps one. Entries of one tournament are taken one at a time under
 * its lock, so the field holds its limit exactly and the waiting list is in the order the database took them.
 * Answers the entry's id.
 */
export async function enterCompetition(db: Database, actor: Actor, tournamentId: number, input: CompetitionEntryInput) {
  const golfCourseId = actor.golfCourseId!;
  return db.transaction(async (tx) => {
    const competition = await lockedCompetition(tx, golfCourseId, tournamentId, { locked: false });
    const entrant = await entrantOf(tx, actor);
    if (!entrant) throw new ForbiddenError('Only a golfer of the club enters its competitions.');
    const dates = await clubDates(tx, golfCourseId);
    const terms = await entryTermsOf(tx, competition.tournament, competition.rules, entrant, dates.timeZone);
    const refusal = entryRefusal({ now: new Date(), ...competition, entrant, terms, dates });
    if (refusal) throw new ConflictError(refusal);

    // The field's places as they stand once the entries before this one are in: its limit as the lock reads it.
    const { tournament, rules } = await lockedCompetition(tx, golfCourseId, tournamentId);
    const [standing] = await tx
      .select({ status: competitionEntries.status })
      .from(competitionEntries)
      .where(
        and(
          eq(competitionEntries.tournament_id, tournament.id),
          eq(competitionEntries.member_id, entrant.id),
          sql`${competitionEntries.status} in ('entered', 'waiting', 'offered')`,
        ),
      );
    const [inField] = await tx
      .select({ id: tournamentMembers.id })
      .from(tournamentMembers)
      .where(and(eq(tournamentMembers.tournament_id, tournament.id), eq(tournamentMembers.member_id, entrant.id)));
    if (standing?.status === 'waiting') throw new ConflictError('You are already on the waiting list.');
    if (standing?.status === 'offered') throw new ConflictError('A place is already offered to you: take it.');
    if (standing || inField) throw new ConflictError('You are already entered.');
    const places = await fieldPlaces(tx, tournament.id);
    const limit = tournament.field_limit;
    const placeFree = limit === null || (places.entered + places.offered < limit && places.waiting === 0);
    if (!placeFree && !rules.waiting_list) {
      throw new ConflictError(`The field is full: all ${limit} places are taken, and the event keeps no waiting list.`);
    }
    const [entry] = await tx
      .insert(competitionEntries)
      .values({
        golf_course_id: golfCourseId,
        tournament_id: tournament.id,
        member_id: entrant.id,
        preferred_start: input.preferred_start ?? null,
        status: 'waiting',
        fee_minor: terms.feeMinor,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: competitionEntries.id });
    if (placeFree) {
      await placeEntryInField(tx, actor, tournament, rules, {
        id: entry!.id,
        memberId: entrant.id,
        feeMinor: terms.feeMinor,
      });
    }
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'competition_entries',
      entityId: entry!.id,
      detail: { tournament_id: tournament.id, status: placeFree ? 'entered' : 'waiting', ...input },
    });
    return readCompetitionEntry(tx, golfCourseId, entry!.id);
  });
}
