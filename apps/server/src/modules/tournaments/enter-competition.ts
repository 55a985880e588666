import type { competitionEntryInput } from '@fairway/contract';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { clubDates } from '../../core/club-dates.js';
import { ConflictError, ForbiddenError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { competitionEntries } from '../../db/schema/index.js';
import { entrantOf } from './entrant-of.js';
import { entryRefusal } from './entry-refusal.js';
import { entryTermsOf } from './entry-terms-of.js';
import type { EnterOptions } from './enter-golfers.js';
import { fieldPlaces } from './field-places.js';
import { lockedCompetition } from './locked-competition.js';
import { placeAheadOfTheLock } from './place-ahead-of-the-lock.js';
import { placeEntryInField } from './place-entry-in-field.js';
import { placeFree } from './place-free.js';
import { readCompetitionEntry } from './read-competition-entry.js';
import { alreadyEntered, standingEntryRefusal } from './standing-entry-refusal.js';

export type CompetitionEntryInput = z.output<typeof competitionEntryInput>;

/** The unique indexes that keep a golfer standing once in a tournament: their entry, their row of the field. */
const standingOnce = new Set(['competition_entries_standing_unique', 'tournament_members_unique']);

/**
 * A golfer of the club enters a competition themselves, by its entry rules (`entryRefusal`: a refusal is a 409 saying
 * why), once: into the field with its fee posted to their account while a place is free and no one waits before
 * them, else onto the waiting list where the event keeps one. The field holds its limit exactly and the waiting list
 * is in the order the database took the entries: each is counted under the tournament's lock. While the field has a
 * place, the entry is written before the lock is taken and counted after (`placeAheadOfTheLock`), so that entries of
 * a popular event hold the lock for a few statements each; otherwise, or when that place did not hold, it is decided
 * and written under the lock. The same golfer entering twice at once meets the unique index: answered as entered.
 * Answers the entry.
 */
export async function enterCompetition(db: Database, actor: Actor, tournamentId: number, input: CompetitionEntryInput) {
  const golfCourseId = actor.golfCourseId!;
  try {
    return await db.transaction(async (tx) => {
      const competition = await lockedCompetition(tx, golfCourseId, tournamentId, { locked: false });
      const entrant = await entrantOf(tx, actor);
      if (!entrant) throw new ForbiddenError('Only a golfer of the club enters its competitions.');
      const dates = await clubDates(tx, golfCourseId);
      const terms = await entryTermsOf(tx, competition.tournament, competition.rules, entrant, dates.timeZone);
      const refusal = entryRefusal({ now: new Date(), ...competition, entrant, terms, dates });
      if (refusal) throw new ConflictError(refusal);
      const standing = await standingEntryRefusal(tx, tournamentId, entrant.id);
      if (standing) throw new ConflictError(standing);

      const record = async (
        within: Database,
        { tournament, rules }: typeof competition,
        placing: EnterOptions | null,
      ) => {
        const [entry] = await within
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
        if (placing) {
          const toPlace = { id: entry!.id, memberId: entrant.id, feeMinor: terms.feeMinor };
          await placeEntryInField(within, actor, tournament, rules, toPlace, placing);
        }
        await writeAudit(within, actor, {
          action: 'create',
          entity: 'competition_entries',
          entityId: entry!.id,
          detail: { tournament_id: tournament.id, status: placing ? 'entered' : 'waiting', ...input },
        });
        return readCompetitionEntry(within, golfCourseId, entry!.id);
      };

      if (placeFree(await fieldPlaces(tx, tournamentId), competition.tournament.field_limit)) {
        const placed = await placeAheadOfTheLock(tx, golfCourseId, competition, (savepoint) =>
          record(savepoint, competition, { fieldCountedAfter: true }),
        );
        if (placed) return placed;
      }
      // The field's places as they stand once the entries before this one are in: its limit as the lock reads it.
      const underTheLock = await lockedCompetition(tx, golfCourseId, tournamentId);
      const free = placeFree(await fieldPlaces(tx, tournamentId), underTheLock.tournament.field_limit);
      if (!free && !underTheLock.rules.waiting_list) {
        const limit = underTheLock.tournament.field_limit;
        throw new ConflictError(
          `The field is full: all ${limit} places are taken, and the event keeps no waiting list.`,
        );
      }
      return record(tx, underTheLock, free ? {} : null);
    });
  } catch (error) {
    const failure = postgresErrorOf(error);
    if (failure?.code === '23505' && standingOnce.has(failure.constraint ?? ''))
      throw new ConflictError(alreadyEntered);
    throw error;
  }
}
