import { fieldCategory } from '@fairway/golf';
import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { clubWallClock } from '../../core/club-dates.js';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { memberIndexes, memberTypeMappings, memberTypes, type tournamentEntryRules } from '../../db/schema/index.js';
import { ageOn } from '../courses/index.js';
import type { Entrant } from './golfer-of-club.js';
import type { TournamentRow } from './tournament-of.js';

export type EntryRulesRow = typeof tournamentEntryRules.$inferSelect;

/** What the entry rules of a tournament weigh of one golfer, and the fee they would pay. */
export type EntryTermsOfGolfer = {
  /** The club-local day entries close, whose Handicap Index counts. */
  closeDay: string;
  memberType: { id: number; name: string } | null;
  /** The names of the member types the rules allow, none when every type may enter. */
  allowedTypeNames: string[];
  handicapIndex: number | null;
  category: string;
  feeMinor: number;
};

/** The standing of golfers entering together under a tournament's entry rules (`entryTermsOf`), read set-wise. */
export async function entryTermsOfGolfers(
  db: Database,
  tournament: TournamentRow,
  rules: EntryRulesRow,
  entrants: readonly Entrant[],
  timeZone: string,
): Promise<EntryTermsOfGolfer[]> {
  if (entrants.length === 0) return [];
  const clock = clubWallClock(tournament.entries_close_at ?? new Date(), timeZone);
  const closeDay = `${clock.year}-${clock.month}-${clock.day}`;
  const memberIds = [...new Set(entrants.map((entrant) => entrant.id))];
  const [typeRows, indexRows, allowedTypes] = await Promise.all([
    db
      .selectDistinctOn([memberTypeMappings.member_id], {
        memberId: memberTypeMappings.member_id,
        id: memberTypes.id,
        name: memberTypes.name,
      })
      .from(memberTypeMappings)
      .innerJoin(memberTypes, eq(memberTypes.id, memberTypeMappings.member_type_id))
      .where(
        and(
          inClub(memberTypeMappings, tournament.golf_course_id),
          amongIds(memberTypeMappings.member_id, memberIds),
          lte(memberTypeMappings.from_date, closeDay),
          or(isNull(memberTypeMappings.to_date), gte(memberTypeMappings.to_date, closeDay)),
        ),
      )
      .orderBy(memberTypeMappings.member_id, desc(memberTypeMappings.from_date)),
    db
      .selectDistinctOn([memberIndexes.member_id], {
        memberId: memberIndexes.member_id,
        handicapIndex: memberIndexes.handicap_index,
      })
      .from(memberIndexes)
      .where(and(amongIds(memberIndexes.member_id, memberIds), lte(memberIndexes.effective_on, closeDay)))
      .orderBy(memberIndexes.member_id, desc(memberIndexes.effective_on), desc(memberIndexes.id)),
    rules.member_type_ids.length === 0
      ? []
      : db
          .select({ name: memberTypes.name })
          .from(memberTypes)
          .where(and(inClub(memberTypes, tournament.golf_course_id), inArray(memberTypes.id, rules.member_type_ids)))
          .orderBy(memberTypes.name),
  ]);
  return entrants.map((entrant) => {
    const typeRow = typeRows.find((row) => row.memberId === entrant.id);
    const memberType = typeRow ? { id: typeRow.id, name: typeRow.name } : null;
    const handicapIndex =
      (indexRows.find((row) => row.memberId === entrant.id)?.handicapIndex as number | null | undefined) ?? null;
    const typeFee = rules.member_type_fees.find((fee) => fee.member_type_id === memberType?.id);
    return {
      closeDay,
      memberType,
      allowedTypeNames: allowedTypes.map((type) => type.name),
      handicapIndex,
      category: fieldCategory({
        categories: tournament.categories,
        gender: entrant.gender,
        handicapIndex,
        age: ageOn(entrant.dateOfBirth, tournament.start_date),
      }),
      feeMinor:
        entrant.isGuest || entrant.homeClub !== null
          ? rules.guest_fee_minor
          : (typeFee?.fee_minor ?? tournament.entry_fee_minor),
    };
  });
}
