import { currencyExponent, minorUnitsToDecimal } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { clubNow } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { competitionEntries, golfCourses } from '../../db/schema/index.js';
import { postExpense } from '../billing/index.js';
import { enterGolfers } from './enter-golfers.js';
import type { EntryRulesRow } from './entry-terms-of.js';
import type { TournamentRow } from './tournament-of.js';

/** A member's entry taking its place in the field. */
export type EntryToPlace = { id: number; memberId: number; feeMinor: number };

/**
 * Puts a member's entry in the field (`enterGolfers`, the one way every entry is made, under the tournament's lock)
 * and posts its fee to the member's account as an expense of the rules' ledger head (billing's `postExpense`), keyed by
 * the entry so that it is posted once, in the caller's transaction. A fee without a ledger head stays owed on the entry.
 */
export async function placeEntryInField(
  tx: Database,
  actor: Actor,
  tournament: TournamentRow,
  rules: EntryRulesRow,
  entry: EntryToPlace,
  options: { pastTheClose?: boolean } = {},
): Promise<void> {
  const [tournamentMemberId] = await enterGolfers(
    tx,
    actor,
    tournament,
    [{ memberId: entry.memberId }],
    'member_id',
    options,
  );
  let memberExpenseId: number | null = null;
  if (entry.feeMinor > 0 && rules.accounts_head_id !== null) {
    const [club] = await tx
      .select({ currency: golfCourses.currency })
      .from(golfCourses)
      .where(eq(golfCourses.id, tournament.golf_course_id));
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
