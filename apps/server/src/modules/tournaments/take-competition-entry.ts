import type { competitionEntryInput } from '@fairway/contract';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { clubDates } from '../../core/club-dates.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { inArray } from 'drizzle-orm';
import { competitionEntries } from '../../db/schema/index.js';
import type { EnterOptions } from './enter-golfers.js';
import type { Entrant } from './golfer-of-club.js';
import { entryRefusal } from './entry-refusal.js';
import { entryTermsOf } from './entry-terms-of.js';
import { fieldPlaces } from './field-places.js';
import { lockedCompetition } from './locked-competition.js';
import { mailSidePartner } from './mail-side-partner.js';
import { placeAheadOfTheLock } from './place-ahead-of-the-lock.js';
import { placeEntryInField } from './place-entry-in-field.js';
import { placeFree } from './place-free.js';
import { sidePartnersOf } from './side-partners-of.js';
import { alreadyEntered, standingEntryRefusal } from './standing-entry-refusal.js';

export type CompetitionEntryInput = z.output<typeof competitionEntryInput>;

type EntryStatus = 'entered' | 'waiting' | 'awaiting';

/** The unique indexes that keep a golfer standing once in a tournament: their entry, their row of the field. */
const standingOnce = new Set(['competition_entries_standing_unique', 'tournament_members_unique']);

/**
 * Takes a golfer's own entry of a tournament of the club of `actor` (the host's, for a golfer of another club), in the
 * caller's transaction, by its entry rules (`entryRefusal`: a refusal is a 409 saying why), once: a golfer of another
 * club at an event that asks for approval awaits the organiser's; else into the field with its fee while a place is
 * free and no one waits before them, else onto the waiting list where the event keeps one. The field holds its limit
 * exactly and the waiting list is in the order the database took the entries: each is counted under the tournament's
 * lock. While the field has a place, the entry is written before the lock is taken and counted after
 * (`placeAheadOfTheLock`), so that entries of a popular event hold the lock for a few statements each; otherwise, or
 * when that place did not hold, it is decided and written under the lock. Where the event plays as sides or teams,
 * the partners named (`sidePartnersOf`) are entered with the golfer as one side, each paying their own fee: all into
 * the field under the lock while it has a place for each, else all onto the waiting list; each partner is mailed.
 * Answers the entry's id and status.
 */
export async function takeCompetitionEntry(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  tournamentId: number,
  entrant: Entrant,
  input: CompetitionEntryInput,
): Promise<{ id: number; status: EntryStatus }> {
  const golfCourseId = actor.golfCourseId!;
  const competition = await lockedCompetition(tx, golfCourseId, tournamentId, { locked: false });
  const dates = await clubDates(tx, golfCourseId);
  const terms = await entryTermsOf(tx, competition.tournament, competition.rules, entrant, dates.timeZone);
  const refusal = entryRefusal({ now: new Date(), ...competition, entrant, terms, dates });
  if (refusal) throw new ConflictError(refusal);
  const standing = await standingEntryRefusal(tx, tournamentId, entrant.id);
  if (standing) throw new ConflictError(standing);
  const partners = await sidePartnersOf(tx, competition, entrant, input.partner_ids ?? [], dates);
  const golfers = [{ golfer: entrant, terms }, ...partners];
  const awaiting = entrant.homeClub !== null && competition.rules.other_clubs_approval;
  const homeGolfCourseId = entrant.homeClub?.id ?? null;

  const record = async (
    within: Database,
    { tournament, rules }: typeof competition,
    placing: EnterOptions | null,
  ): Promise<{ id: number; status: EntryStatus }> => {
    const entries = await within
      .insert(competitionEntries)
      .values(
        golfers.map(({ golfer, terms: golferTerms }) => ({
          golf_course_id: golfCourseId,
          tournament_id: tournament.id,
          member_id: golfer.id,
          home_golf_course_id: homeGolfCourseId,
          preferred_start: input.preferred_start ?? null,
          status: awaiting ? ('awaiting' as const) : ('waiting' as const),
          fee_minor: golferTerms.feeMinor,
          created_by: actor.userId,
          updated_by: actor.userId,
        })),
      )
      .returning({ id: competitionEntries.id, memberId: competitionEntries.member_id });
    const own = entries[0]!;
    if (partners.length > 0) {
      await within
        .update(competitionEntries)
        .set({ side_entry_id: own.id })
        .where(
          inArray(
            competitionEntries.id,
            entries.map((entry) => entry.id),
          ),
        );
    }
    const status = awaiting ? 'awaiting' : placing ? 'entered' : 'waiting';
    for (const [index, entry] of entries.entries()) {
      if (placing) {
        const feeMinor = golfers[index]!.terms.feeMinor;
        const toPlace = { id: entry.id, memberId: entry.memberId, feeMinor, homeGolfCourseId };
        await placeEntryInField(within, actor, tournament, rules, toPlace, placing);
      }
      const side = partners.length > 0 ? { side_entry_id: own.id } : {};
      await writeAudit(within, actor, {
        action: 'create',
        entity: 'competition_entries',
        entityId: entry.id,
        detail: { tournament_id: tournament.id, status, home_golf_course_id: homeGolfCourseId, ...side, ...input },
      });
    }
    for (const { golfer } of partners) {
      await mailSidePartner(within, config, tournament, golfer, entrant, status);
    }
    return { id: own.id, status };
  };

  try {
    // A side or team takes its places under the lock: counted ahead of it, its golfers could overfill the field.
    const firstCounted = partners.length === 0 && !awaiting;
    if (firstCounted && placeFree(await fieldPlaces(tx, tournamentId), competition.tournament.field_limit)) {
      const placed = await placeAheadOfTheLock(tx, golfCourseId, competition, (savepoint) =>
        record(savepoint, competition, { fieldCountedAfter: true }),
      );
      if (placed) return placed;
    }
    // The field's places as they stand once the entries before this one are in: its limit as the lock reads it.
    const underTheLock = await lockedCompetition(tx, golfCourseId, tournamentId);
    const free = placeFree(await fieldPlaces(tx, tournamentId), underTheLock.tournament.field_limit, golfers.length);
    if (!awaiting && !free && !underTheLock.rules.waiting_list) {
      const limit = underTheLock.tournament.field_limit;
      if (partners.length > 0) {
        throw new ConflictError(
          `The field has no ${golfers.length} places free of its ${limit}, and the event keeps no waiting list.`,
        );
      }
      throw new ConflictError(`The field is full: all ${limit} places are taken, and the event keeps no waiting list.`);
    }
    return await record(tx, underTheLock, !awaiting && free ? {} : null);
  } catch (error) {
    // The same golfer entering twice at once meets the unique index: answered as entered.
    const failure = postgresErrorOf(error);
    if (failure?.code === '23505' && standingOnce.has(failure.constraint ?? ''))
      throw new ConflictError(alreadyEntered);
    throw error;
  }
}
