import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { clubDates } from '../../core/club-dates.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { competitionEntries, tournamentMembers } from '../../db/schema/index.js';
import type { CompetitionEntryInput } from './enter-competition.js';
import type { Entrant } from './entrant-of.js';
import { entryRefusal } from './entry-refusal.js';
import { entryTermsOf } from './entry-terms-of.js';
import { fieldPlaces } from './field-places.js';
import { lockedCompetition } from './locked-competition.js';
import { placeEntryInField } from './place-entry-in-field.js';

/**
 * Takes a golfer's own entry of a tournament of the club of `actor` (the host's, for a golfer of another club), in the
 * caller's transaction, by its entry rules (`entryRefusal`: a refusal is a 409 saying why), once: a golfer of another
 * club at an event that asks for approval awaits the organiser's; else into the field while a place is free and no
 * one waits before them, else onto the waiting list where the event keeps one. Entries of one tournament are taken
 * one at a time under its lock, so the field holds its limit exactly and the waiting list is in the order the
 * database took them. Answers the entry's id and status.
 */
export async function takeCompetitionEntry(
  tx: Database,
  actor: Actor,
  tournamentId: number,
  entrant: Entrant,
  input: CompetitionEntryInput,
): Promise<{ id: number; status: 'entered' | 'waiting' | 'awaiting' }> {
  const golfCourseId = actor.golfCourseId!;
  const competition = await lockedCompetition(tx, golfCourseId, tournamentId, { locked: false });
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
        sql`${competitionEntries.status} in ('entered', 'waiting', 'offered', 'awaiting')`,
      ),
    );
  const [inField] = await tx
    .select({ id: tournamentMembers.id })
    .from(tournamentMembers)
    .where(and(eq(tournamentMembers.tournament_id, tournament.id), eq(tournamentMembers.member_id, entrant.id)));
  if (standing?.status === 'waiting') throw new ConflictError('You are already on the waiting list.');
  if (standing?.status === 'offered') throw new ConflictError('A place is already offered to you: take it.');
  if (standing?.status === 'awaiting') throw new ConflictError('Your entry already awaits the organiser’s approval.');
  if (standing || inField) throw new ConflictError('You are already entered.');
  const awaiting = entrant.homeClub !== null && rules.other_clubs_approval;
  const places = await fieldPlaces(tx, tournament.id);
  const limit = tournament.field_limit;
  const placeFree = limit === null || (places.entered + places.offered < limit && places.waiting === 0);
  if (!awaiting && !placeFree && !rules.waiting_list) {
    throw new ConflictError(`The field is full: all ${limit} places are taken, and the event keeps no waiting list.`);
  }
  const [entry] = await tx
    .insert(competitionEntries)
    .values({
      golf_course_id: golfCourseId,
      tournament_id: tournament.id,
      member_id: entrant.id,
      home_golf_course_id: entrant.homeClub?.id ?? null,
      preferred_start: input.preferred_start ?? null,
      status: awaiting ? 'awaiting' : 'waiting',
      fee_minor: terms.feeMinor,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning({ id: competitionEntries.id });
  const status = awaiting ? 'awaiting' : placeFree ? 'entered' : 'waiting';
  if (status === 'entered') {
    await placeEntryInField(tx, actor, tournament, rules, {
      id: entry!.id,
      memberId: entrant.id,
      feeMinor: terms.feeMinor,
      homeGolfCourseId: entrant.homeClub?.id ?? null,
    });
  }
  await writeAudit(tx, actor, {
    action: 'create',
    entity: 'competition_entries',
    entityId: entry!.id,
    detail: { tournament_id: tournament.id, status, home_golf_course_id: entrant.homeClub?.id ?? null, ...input },
  });
  return { id: entry!.id, status };
}
