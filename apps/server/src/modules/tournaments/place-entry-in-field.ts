import { currencyExponent, minorUnitsToDecimal } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { clubNow } from '../../core/club-dates.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { competitionEntries, golfCourses } from '../../db/schema/index.js';
import { lockedCompetitionPurse, postExpense } from '../billing/index.js';
import { type EnterOptions, enterGolfers } from './enter-golfers.js';
import type { EntryRulesRow } from './entry-terms-of.js';
import { purseShortfall } from './purse-shortfall.js';
import { sideTeamOf } from './side-team-of.js';
import type { TournamentRow } from './tournament-of.js';

/**
 * A member's entry taking its place in the field; `homeGolfCourseId` names the home club of a golfer of another club
 * at an open event.
 */
export type EntryToPlace = { id: number; memberId: number; feeMinor: number; homeGolfCourseId?: number | null };

/**
 * Puts a member's entry in the field (`enterGolfers`, the one way every entry is made, under the tournament's lock),
 * an entry of a side or team in its side's team (`sideTeamOf`),
 * and posts its fee to the member's account as an expense of the rules' ledger head (billing's `postExpense`), keyed by
 * the entry so that it is posted once, in the caller's transaction. A fee without a ledger head stays owed on the entry,
 * as does a visitor's: a golfer of another club has no account at the host, and pays on the day (decision 0131).
 * Where the club takes fees from competition purses, the fee is taken from the member's: a purse short of it refuses
 * the entry (409), or, for a place given at once to the first waiting (`whenPurseShort: 'charge_account'`), is left
 * alone and the fee charged to the account as in a club without purses.
 */
export async function placeEntryInField(
  tx: Database,
  actor: Actor,
  tournament: TournamentRow,
  rules: EntryRulesRow,
  entry: EntryToPlace,
  options: EnterOptions & { whenPurseShort?: 'refuse' | 'charge_account' } = {},
): Promise<void> {
  const visiting = (entry.homeGolfCourseId ?? null) !== null;
  const teamId = await sideTeamOf(tx, actor, tournament, entry.id);
  const [tournamentMemberId] = await enterGolfers(
    tx,
    actor,
    tournament,
    [{ memberId: entry.memberId, teamId }],
    'member_id',
    {
      ...options,
      visitors: visiting ? [entry.memberId] : [],
    },
  );
  let memberExpenseId: number | null = null;
  if (entry.feeMinor > 0 && rules.accounts_head_id !== null && !visiting) {
    const [club] = await tx
      .select({ currency: golfCourses.currency, competitionPurse: golfCourses.competition_purse })
      .from(golfCourses)
      .where(eq(golfCourses.id, tournament.golf_course_id));
    let fromPurse = club!.competitionPurse;
    if (fromPurse) {
      const held = await lockedCompetitionPurse(tx, tournament.golf_course_id, entry.memberId);
      const shortfall = purseShortfall(held, entry.feeMinor, club!.currency);
      if (shortfall !== null) {
        if (options.whenPurseShort !== 'charge_account') throw new ConflictError(shortfall);
        fromPurse = false;
      }
    }
    const { today } = await clubNow(tx, tournament.golf_course_id);
    const posting = await postExpense(
      tx,
      { ...actor, golfCourseId: tournament.golf_course_id },
      {
        member_id: entry.memberId,
        accounts_head_id: rules.accounts_head_id,
        date: today,
        amount: minorUnitsToDecimal(entry.feeMinor, currencyExponent(club!.currency)),
        description: `Entry fee, ${tournament.name}`,
        reference: `competition entry ${entry.id}`,
      },
      `competition_entry:${entry.id}`,
      { competitionPurse: fromPurse },
    );
    memberExpenseId = posting.documentId;
  }
  await tx
    .update(competitionEntries)
    .set({
      status: 'entered',
      offered_until: null,
      tournament_member_id: tournamentMemberId!,
      member_expense_id: memberExpenseId,
      updated_at: new Date(),
      updated_by: actor.userId,
    })
    .where(eq(competitionEntries.id, entry.id));
}
