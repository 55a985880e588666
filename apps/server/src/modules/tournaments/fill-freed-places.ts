import { and, asc, eq, lte } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { competitionEntries } from '../../db/schema/index.js';
import type { EntryRulesRow } from './entry-terms-of.js';
import { fieldPlaces } from './field-places.js';
import { mailFreedPlace } from './mail-freed-place.js';
import { type EntryToPlace, placeEntryInField } from './place-entry-in-field.js';
import type { TournamentRow } from './tournament-of.js';

const hour = 60 * 60 * 1000;

/**
 * Gives a tournament's free places to its waiting list in order, under the tournament's lock the caller holds: offers
 * not taken in time lapse first; then each free place goes to the first waiting, at once (entered, fee posted,
 * mailed) or offered by mail for the rules' hours, as the club chose. A golfer the field cannot take (no tee set or
 * index for the format) lapses and the place goes on to the next. A side or team entered at once is given its places
 * together, one a golfer, when the places free hold them all; until then it stays first and the others wait behind.
 */
export async function fillFreedPlaces(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  tournament: TournamentRow,
  rules: EntryRulesRow,
): Promise<void> {
  const now = new Date();
  const lapsed = await tx
    .update(competitionEntries)
    .set({ status: 'lapsed', offered_until: null, updated_at: now, updated_by: actor.userId })
    .where(
      and(
        eq(competitionEntries.tournament_id, tournament.id),
        eq(competitionEntries.status, 'offered'),
        lte(competitionEntries.offered_until, now),
      ),
    )
    .returning({ id: competitionEntries.id });
  for (const { id } of lapsed) {
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'competition_entries',
      entityId: id,
      detail: { status: 'lapsed' },
    });
  }
  if (tournament.status !== 'draft' && tournament.status !== 'open') return;
  const places = await fieldPlaces(tx, tournament.id);
  let free =
    tournament.field_limit === null ? places.waiting : tournament.field_limit - places.entered - places.offered;
  while (free > 0) {
    const [next] = await tx
      .select({ id: competitionEntries.id, sideEntryId: competitionEntries.side_entry_id })
      .from(competitionEntries)
      .where(and(eq(competitionEntries.tournament_id, tournament.id), eq(competitionEntries.status, 'waiting')))
      .orderBy(asc(competitionEntries.id))
      .limit(1);
    if (!next) return;
    const side = await tx
      .select({
        id: competitionEntries.id,
        memberId: competitionEntries.member_id,
        feeMinor: competitionEntries.fee_minor,
        homeGolfCourseId: competitionEntries.home_golf_course_id,
      })
      .from(competitionEntries)
      .where(
        and(
          eq(competitionEntries.status, 'waiting'),
          next.sideEntryId === null
            ? eq(competitionEntries.id, next.id)
            : eq(competitionEntries.side_entry_id, next.sideEntryId),
        ),
      )
      .orderBy(asc(competitionEntries.id));
    // A side first on the list waits for a place for each of its golfers: no one after it takes a place before it.
    if (side.length > free) return;
    for (const waiting of side) {
      if (await giveFreedPlace(tx, config, actor, tournament, rules, waiting, now)) free -= 1;
    }
  }
}

/**
 * Gives a freed place to a golfer waiting: offered by mail for the rules' hours, or theirs at once (entered, fee
 * posted, mailed); a golfer the field cannot take lapses. Answers whether the place was taken or held for them.
 */
async function giveFreedPlace(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  tournament: TournamentRow,
  rules: EntryRulesRow,
  next: EntryToPlace,
  now: Date,
): Promise<boolean> {
  if (rules.freed_place === 'offer') {
    const offeredUntil = new Date(now.getTime() + rules.offer_hours * hour);
    await tx
      .update(competitionEntries)
      .set({ status: 'offered', offered_until: offeredUntil, updated_at: now, updated_by: actor.userId })
      .where(eq(competitionEntries.id, next.id));
    await mailFreedPlace(tx, config, tournament, next.memberId, offeredUntil);
  } else {
    try {
      await placeEntryInField(tx, actor, tournament, rules, next, {
        pastTheClose: true,
        whenPurseShort: 'charge_account',
      });
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      await tx
        .update(competitionEntries)
        .set({ status: 'lapsed', updated_at: now, updated_by: actor.userId })
        .where(eq(competitionEntries.id, next.id));
      return false;
    }
    await mailFreedPlace(tx, config, tournament, next.memberId, null);
  }
  await writeAudit(tx, actor, {
    action: 'update',
    entity: 'competition_entries',
    entityId: next.id,
    detail: { status: rules.freed_place === 'offer' ? 'offered' : 'entered', freed_place: true },
  });
  return true;
}
