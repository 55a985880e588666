import type { competitionEntryInput } from '@fairway/contract';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import type { AskSettled } from '../../core/asks-together.js';
import { writeAudits } from '../../core/audit.js';
import { clubDates } from '../../core/club-dates.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { insertRows } from '../../db/insert-rows.js';
import { competitionEntries, golfCourses } from '../../db/schema/index.js';
import { lockedCompetitionPurses } from '../billing/index.js';
import type { Entrant } from './golfer-of-club.js';
import { entryRefusal } from './entry-refusal.js';
import { type EntryTermsOfGolfer, entryTermsOfGolfers } from './entry-terms-of-golfers.js';
import { fieldPlaces } from './field-places.js';
import { lockedCompetition } from './locked-competition.js';
import { mailSidePartner } from './mail-side-partner.js';
import { placeEntriesInField } from './place-entries-in-field.js';
import { placeFree } from './place-free.js';
import { purseShortfall } from './purse-shortfall.js';
import { sidePartnersOf } from './side-partners-of.js';
import { partnerStanding } from './partner-standing.js';
import { alreadyEntered, standingEntryRefusals } from './standing-entry-refusals.js';

export type CompetitionEntryInput = z.output<typeof competitionEntryInput>;

/** A golfer asking to enter a tournament themselves (with the partners they name), by their own login. */
export type CompetitionEntryAsk = { actor: Actor; entrant: Entrant; input: CompetitionEntryInput };

type EntryStatus = 'entered' | 'waiting' | 'awaiting';

/** An entry decided in memory, to be written with the others of its batch. */
type Decided = {
  ask: CompetitionEntryAsk;
  index: number;
  golfers: { golfer: Entrant; terms: EntryTermsOfGolfer }[];
  status: EntryStatus;
};

/** The unique indexes that keep a golfer standing once in a tournament: their entry, their row of the field. */
const standingOnce = new Set(['competition_entries_standing_unique', 'tournament_members_unique']);

/**
 * Takes golfers' own entries of one tournament of the club `golfCourseId` (the host's, for golfers of other clubs),
 * asked together, in the caller's transaction under the tournament's lock, set-wise (decision 0142): the tournament
 * and its rules read once, the golfers' terms and standing entries read together, then each entry decided in the
 * order asked by its entry rules (`entryRefusal`: a refusal is a 409 saying why) — a golfer of another club at an
 * event that asks for approval awaits the organiser's; else into the field while a place is free for each of its
 * golfers and no one waits before them, else onto the waiting list where the event keeps one — so that the field holds
 * its limit exactly and the waiting list is in the order the entries were asked. Where the event plays as sides or
 * teams, the partners named (`sidePartnersOf`) are entered with the golfer as one side, each paying their own fee (a
 * purse short of a fee refuses the side, saying whose), and each is mailed. The entries, their rows of the field, fees
 * and audits are then written together. Answers each ask in its order: the entry's id and status, or its own refusal,
 * which leaves the others be. A single entry is a batch of one.
 */
export async function takeCompetitionEntries(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  golfCourseId: number,
  tournamentId: number,
  asks: readonly CompetitionEntryAsk[],
): Promise<AskSettled<{ id: number; status: EntryStatus }>[]> {
  const competition = await lockedCompetition(tx, golfCourseId, tournamentId);
  const { tournament, rules } = competition;
  // Read together: the driver sends each statement as the one before it ends, without waiting for this code's turn.
  const [{ dates, entrantsTerms }, standing, places, [club]] = await Promise.all([
    clubDates(tx, golfCourseId).then(async (dates) => ({
      dates,
      entrantsTerms: await entryTermsOfGolfers(
        tx,
        tournament,
        rules,
        asks.map((ask) => ask.entrant),
        dates.timeZone,
      ),
    })),
    standingEntryRefusals(
      tx,
      tournamentId,
      asks.map((ask) => ask.entrant.id),
    ),
    fieldPlaces(tx, tournamentId),
    tx
      .select({ currency: golfCourses.currency, competitionPurse: golfCourses.competition_purse })
      .from(golfCourses)
      .where(eq(golfCourses.id, golfCourseId)),
  ]);
  const feesFromPurses = club!.competitionPurse && rules.accounts_head_id !== null;
  const purses = feesFromPurses
    ? await lockedCompetitionPurses(
        tx,
        golfCourseId,
        asks.map((ask) => ask.entrant.id),
      )
    : new Map<number, number>();
  const now = new Date();
  const taken = new Set<number>();
  const settled: AskSettled<{ id: number; status: EntryStatus }>[] = [];
  const decided: Decided[] = [];

  for (const [index, ask] of asks.entries()) {
    const { entrant, input } = ask;
    try {
      const terms = entrantsTerms[index]!;
      const refusal = entryRefusal({ now, ...competition, entrant, terms, dates });
      if (refusal) throw new ConflictError(refusal);
      if (taken.has(entrant.id)) throw new ConflictError(alreadyEntered);
      const standingRefusal = standing.get(entrant.id);
      if (standingRefusal) throw new ConflictError(standingRefusal);
      const partners = await sidePartnersOf(tx, competition, entrant, input.partner_ids ?? [], dates);
      const partnerTaken = partners.find((partner) => taken.has(partner.golfer.id));
      if (partnerTaken) throw new ConflictError(partnerStanding(partnerTaken.golfer.name));
      const golfers = [{ golfer: entrant, terms }, ...partners];
      const awaiting = entrant.homeClub !== null && rules.other_clubs_approval;
      const free = placeFree(places, tournament.field_limit, golfers.length);
      if (!awaiting && !free && !rules.waiting_list) {
        const limit = tournament.field_limit;
        if (partners.length > 0) {
          throw new ConflictError(
            `The field has no ${golfers.length} places free of its ${limit}, and the event keeps no waiting list.`,
          );
        }
        throw new ConflictError(
          `The field is full: all ${limit} places are taken, and the event keeps no waiting list.`,
        );
      }
      const status: EntryStatus = awaiting ? 'awaiting' : free ? 'entered' : 'waiting';
      if (status === 'entered' && feesFromPurses && entrant.homeClub === null) {
        const partnersHeld = await lockedCompetitionPurses(
          tx,
          golfCourseId,
          partners.map((partner) => partner.golfer.id),
        );
        for (const { golfer, terms: golferTerms } of golfers) {
          const held = purses.get(golfer.id) ?? partnersHeld.get(golfer.id) ?? 0;
          const name = golfer.id === entrant.id ? undefined : golfer.name;
          const shortfall =
            golferTerms.feeMinor > 0 ? purseShortfall(held, golferTerms.feeMinor, club!.currency, name) : null;
          if (shortfall) throw new ConflictError(shortfall);
        }
      }
      if (status === 'entered') places.entered += golfers.length;
      if (status === 'waiting') places.waiting += golfers.length;
      for (const { golfer } of golfers) taken.add(golfer.id);
      decided.push({ ask, index, golfers, status });
    } catch (error) {
      settled[index] = { error };
    }
  }
  if (decided.length === 0) return settled;

  try {
    const written = await insertRows(
      tx,
      competitionEntries,
      decided.flatMap(({ ask, golfers, status }) =>
        golfers.map(({ golfer, terms }) => ({
          golf_course_id: golfCourseId,
          tournament_id: tournamentId,
          member_id: golfer.id,
          home_golf_course_id: ask.entrant.homeClub?.id ?? null,
          preferred_start: ask.input.preferred_start ?? null,
          status: status === 'awaiting' ? ('awaiting' as const) : ('waiting' as const),
          fee_minor: terms.feeMinor,
          created_by: ask.actor.userId,
          updated_by: ask.actor.userId,
        })),
      ),
    );
    let next = 0;
    const entryIds = decided.map(({ golfers }) => {
      const ids = written.slice(next, next + golfers.length);
      next += golfers.length;
      return ids;
    });
    for (const [sideIndex, { golfers }] of decided.entries()) {
      if (golfers.length === 1) continue;
      const ids = entryIds[sideIndex]!;
      await tx.update(competitionEntries).set({ side_entry_id: ids[0]! }).where(inArray(competitionEntries.id, ids));
    }
    await placeEntriesInField(
      tx,
      tournament,
      rules,
      decided.flatMap(({ ask, golfers, status }, sideIndex) =>
        status !== 'entered'
          ? []
          : golfers.map(({ golfer, terms }, golferIndex) => ({
              id: entryIds[sideIndex]![golferIndex]!,
              memberId: golfer.id,
              feeMinor: terms.feeMinor,
              homeGolfCourseId: ask.entrant.homeClub?.id ?? null,
              sideEntryId: golfers.length > 1 ? entryIds[sideIndex]![0]! : null,
              actor: ask.actor,
            })),
      ),
      { club: { ...club!, timeZone: dates.timeZone } },
    );
    await writeAudits(
      tx,
      decided.flatMap(({ ask, golfers, status }, sideIndex) =>
        golfers.map((_, golferIndex) => ({
          actor: { ...ask.actor, golfCourseId },
          entry: {
            action: 'create' as const,
            entity: 'competition_entries',
            entityId: entryIds[sideIndex]![golferIndex]!,
            detail: {
              tournament_id: tournamentId,
              status,
              home_golf_course_id: ask.entrant.homeClub?.id ?? null,
              ...(golfers.length > 1 ? { side_entry_id: entryIds[sideIndex]![0]! } : {}),
              ...ask.input,
            },
          },
        })),
      ),
    );
    for (const { ask, golfers, status } of decided) {
      for (const { golfer } of golfers.slice(1)) {
        await mailSidePartner(tx, config, tournament, golfer, ask.entrant, status);
      }
    }
    for (const [sideIndex, { index, status }] of decided.entries()) {
      settled[index] = { answer: { id: entryIds[sideIndex]![0]!, status } };
    }
    return settled;
  } catch (error) {
    // The same golfer entering at once by another way meets the unique index: answered as entered.
    const failure = postgresErrorOf(error);
    if (failure?.code === '23505' && standingOnce.has(failure.constraint ?? '')) {
      throw new ConflictError(alreadyEntered);
    }
    throw error;
  }
}
