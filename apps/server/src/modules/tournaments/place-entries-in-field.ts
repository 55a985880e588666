import { currencyExponent, minorUnitsToDecimal } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { clubNowIn } from '../../core/club-dates.js';
import { ConflictError } from '../../core/domain-errors.js';
import { amongIds, arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { competitionEntries, golfCourses } from '../../db/schema/index.js';
import { lockedCompetitionPurses, postExpenses } from '../billing/index.js';
import { type EnterOptions, enterGolfers } from './enter-golfers.js';
import type { EntryRulesRow } from './entry-terms-of.js';
import { purseShortfall } from './purse-shortfall.js';
import { sideTeamOf } from './side-team-of.js';
import type { TournamentRow } from './tournament-of.js';

/**
 * A member's entry taking its place in the field; `homeGolfCourseId` names the home club of a golfer of another club
 * at an open event.
 */
export type EntryToPlace = {
  id: number;
  memberId: number;
  feeMinor: number;
  homeGolfCourseId?: number | null;
  /** The entry of its side's first golfer, or null alone, where the caller has just written it: not read again. */
  sideEntryId?: number | null;
};

/**
 * What a place given where the club takes fees from competition purses does with a purse short of the fee; the club's
 * currency, purse setting and time zone where the caller has them read in its transaction.
 */
export type PlacingOptions = EnterOptions & {
  whenPurseShort?: 'refuse' | 'charge_account';
  club?: { currency: string; competitionPurse: boolean; timeZone: string };
};

/**
 * Puts members' entries in the field together, in the caller's transaction, each placed by its own `actor`: their
 * rows of the field in one `enterGolfers` (the one way every entry is made, under the tournament's lock), an entry of a
 * side or team in its side's team (`sideTeamOf`), and each fee posted to the member's account as an expense of the
 * rules' ledger head (billing's `postExpenses`, set-wise), recorded on the entry so that it is posted once. A fee
 * without a ledger head stays owed on the entry, as does a visitor's: a golfer of another club has no account at the
 * host, and pays on the day (decision 0131). Where the club takes fees from competition purses, the fee is taken from
 * the member's: a purse short of it refuses the placing (409), or, for a place given at once to the first waiting
 * (`whenPurseShort: 'charge_account'`), is left alone and the fee charged to the account as in a club without purses.
 */
export async function placeEntriesInField(
  tx: Database,
  tournament: TournamentRow,
  rules: EntryRulesRow,
  entries: readonly (EntryToPlace & { actor: Actor })[],
  { whenPurseShort = 'refuse', club: known, ...options }: PlacingOptions = {},
): Promise<void> {
  if (entries.length === 0) return;
  const golfCourseId = tournament.golf_course_id;
  const visiting = (entry: EntryToPlace) => (entry.homeGolfCourseId ?? null) !== null;
  const sides = entries.every((entry) => entry.sideEntryId !== undefined)
    ? entries.map((entry) => ({ id: entry.id, sideEntryId: entry.sideEntryId! }))
    : await tx
        .select({ id: competitionEntries.id, sideEntryId: competitionEntries.side_entry_id })
        .from(competitionEntries)
        .where(
          amongIds(
            competitionEntries.id,
            entries.map((entry) => entry.id),
          ),
        );
  const teamOfSide = new Map<number, number | null>();
  const teamIds: (number | null)[] = [];
  for (const entry of entries) {
    const sideEntryId = sides.find((side) => side.id === entry.id)?.sideEntryId ?? null;
    if (sideEntryId !== null && !teamOfSide.has(sideEntryId)) {
      teamOfSide.set(sideEntryId, await sideTeamOf(tx, entry.actor, tournament, entry.id));
    }
    teamIds.push(sideEntryId === null ? null : teamOfSide.get(sideEntryId)!);
  }
  const fieldIds = await enterGolfers(
    tx,
    entries[0]!.actor,
    tournament,
    entries.map((entry, index) => ({
      memberId: entry.memberId,
      teamId: teamIds[index],
      enteredBy: entry.actor.userId,
    })),
    'member_id',
    { ...options, visitors: entries.filter(visiting).map((entry) => entry.memberId) },
  );

  const expenseIds = new Map<number, number>();
  const payers = entries.filter((entry) => entry.feeMinor > 0 && rules.accounts_head_id !== null && !visiting(entry));
  if (payers.length > 0) {
    const club =
      known ??
      (
        await tx
          .select({
            currency: golfCourses.currency,
            competitionPurse: golfCourses.competition_purse,
            timeZone: golfCourses.time_zone,
          })
          .from(golfCourses)
          .where(eq(golfCourses.id, golfCourseId))
      )[0];
    const held = club!.competitionPurse
      ? await lockedCompetitionPurses(
          tx,
          golfCourseId,
          payers.map((entry) => entry.memberId),
        )
      : new Map<number, number>();
    const fromPurse = payers.map((entry) => {
      if (!club!.competitionPurse) return false;
      const shortfall = purseShortfall(held.get(entry.memberId) ?? 0, entry.feeMinor, club!.currency);
      if (shortfall === null) return true;
      if (whenPurseShort !== 'charge_account') throw new ConflictError(shortfall);
      return false;
    });
    const { today } = clubNowIn(club!.timeZone);
    const posted = await postExpenses(
      tx,
      { ...entries[0]!.actor, golfCourseId },
      payers.map((entry, index) => ({
        input: {
          member_id: entry.memberId,
          accounts_head_id: rules.accounts_head_id!,
          date: today,
          amount: minorUnitsToDecimal(entry.feeMinor, currencyExponent(club!.currency)),
          description: `Entry fee, ${tournament.name}`,
          reference: `competition entry ${entry.id}`,
        },
        userId: entry.actor.userId,
        competitionPurse: fromPurse[index],
      })),
    );
    payers.forEach((entry, index) => expenseIds.set(entry.id, posted[index]!));
  }
  await tx.execute(sql`update ${competitionEntries}
    set status = 'entered', offered_until = null, tournament_member_id = placed.field_id,
      member_expense_id = placed.expense_id, updated_at = now(), updated_by = placed.user_id
    from unnest(
      ${arrayColumn(
        entries.map((entry) => entry.id),
        'int',
      )},
      ${arrayColumn(fieldIds, 'int')},
      ${arrayColumn(
        entries.map((entry) => expenseIds.get(entry.id) ?? null),
        'int',
      )},
      ${arrayColumn(
        entries.map((entry) => entry.actor.userId),
        'int',
      )}
    ) as placed(entry_id, field_id, expense_id, user_id)
    where ${competitionEntries.id} = placed.entry_id`);
}
