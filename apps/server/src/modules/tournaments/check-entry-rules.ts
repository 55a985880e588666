import { and, inArray } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import type { RecordChange } from '../../core/record-change.js';
import { inClub } from '../../db/club-scope.js';
import { memberTypes, type MemberTypeEntryFee } from '../../db/schema/index.js';
import { checkTournamentPart } from './check-tournament-part.js';
import { tournamentOf } from './tournament-of.js';

/**
 * A tournament's entry rules: of a tournament the caller runs, whose entries close after they open; an index range
 * low to high; the club's member types, each given one fee; categories the tournament has; a ledger head for fees.
 */
export async function checkEntryRules(change: RecordChange): Promise<FieldErrors | null> {
  const partErrors = await checkTournamentPart(change);
  if (partErrors) return partErrors;
  const { tx, input, existing, actor } = change;
  const rules = { ...existing, ...input };
  const tournament = (await tournamentOf(tx, actor, rules.tournament_id as number))!;
  const errors: FieldErrors = {};
  const opensAt = rules.entries_open_at as Date;
  if (tournament.entries_close_at === null) {
    errors.entries_open_at = ['Set when entries close on the tournament before opening them to members.'];
  } else if (opensAt.getTime() >= tournament.entries_close_at.getTime()) {
    errors.entries_open_at = ['Entries open before they close.'];
  }
  const minimum = rules.minimum_handicap_index as number | null | undefined;
  const maximum = rules.maximum_handicap_index as number | null | undefined;
  if (minimum !== null && minimum !== undefined && maximum !== null && maximum !== undefined && minimum > maximum) {
    errors.maximum_handicap_index = ['The highest index is at least the lowest.'];
  }
  const typeIds = (rules.member_type_ids as number[] | undefined) ?? [];
  const fees = (rules.member_type_fees as MemberTypeEntryFee[] | undefined) ?? [];
  const feeTypeIds = fees.map((fee) => fee.member_type_id);
  if (new Set(feeTypeIds).size !== feeTypeIds.length) errors.member_type_fees = ['Give each member type one fee.'];
  const named = [...new Set([...typeIds, ...feeTypeIds])];
  if (named.length > 0) {
    const found = await tx
      .select({ id: memberTypes.id })
      .from(memberTypes)
      .where(and(inClub(memberTypes, actor.golfCourseId!), inArray(memberTypes.id, named)));
    const missing = (ids: number[]) => ids.find((id) => !found.some((type) => type.id === id));
    const missingType = missing(typeIds);
    if (missingType !== undefined) errors.member_type_ids = [`Invalid pk "${missingType}" - object does not exist.`];
    const missingFeeType = missing(feeTypeIds);
    if (missingFeeType !== undefined) {
      errors.member_type_fees = [`Invalid pk "${missingFeeType}" - object does not exist.`];
    }
  }
  const categories = (rules.categories as string[] | undefined) ?? [];
  const unknownCategory = categories.find(
    (category) => !tournament.categories.some((defined) => defined.name === category),
  );
  if (unknownCategory !== undefined) {
    errors.categories = [`The tournament has no category “${unknownCategory}”.`];
  }
  const charges =
    tournament.entry_fee_minor > 0 ||
    ((rules.guest_fee_minor as number | undefined) ?? 0) > 0 ||
    fees.some((fee) => fee.fee_minor > 0);
  if (charges && (rules.accounts_head_id ?? null) === null) {
    errors.accounts_head_id = ['Name the ledger head entry fees are posted to.'];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
