import { fieldCategory } from '@fairway/golf';
import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { clubWallClock } from '../../core/club-dates.js';
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

/**
 * A golfer's standing under a tournament's entry rules: their member type on the day entries close (billing's member
 * type mapping), their Handicap Index on that day (the latest of their index history on or before it), the category
 * the tournament's categories put them in, and their entry fee (a guest's, which a golfer of another club pays too,
 * their type's, or the tournament's).
 */
export async function entryTermsOf(
  db: Database,
  tournament: TournamentRow,
  rules: EntryRulesRow,
  entrant: Entrant,
  timeZone: string,
): Promise<EntryTermsOfGolfer> {
  const clock = clubWallClock(tournament.entries_close_at ?? new Date(), timeZone);
  const closeDay = `${clock.year}-${clock.month}-${clock.day}`;
  const [typeRows, indexRows, allowedTypes] = await Promise.all([
    db
      .select({ id: memberTypes.id, name: memberTypes.name })
      .from(memberTypeMappings)
      .innerJoin(memberTypes, eq(memberTypes.id, memberTypeMappings.member_type_id))
      .where(
        and(
          inClub(memberTypeMappings, tournament.golf_course_id),
          eq(memberTypeMappings.member_id, entrant.id),
          lte(memberTypeMappings.from_date, closeDay),
          or(isNull(memberTypeMappings.to_date), gte(memberTypeMappings.to_date, closeDay)),
        ),
      )
      .orderBy(desc(memberTypeMappings.from_date))
      .limit(1),
    db
      .select({ handicapIndex: memberIndexes.handicap_index })
      .from(memberIndexes)
      .where(and(eq(memberIndexes.member_id, entrant.id), lte(memberIndexes.effective_on, closeDay)))
      .orderBy(desc(memberIndexes.effective_on), desc(memberIndexes.id))
      .limit(1),
    rules.member_type_ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ name: memberTypes.name })
          .from(memberTypes)
          .where(and(inClub(memberTypes, tournament.golf_course_id), inArray(memberTypes.id, rules.member_type_ids)))
          .orderBy(memberTypes.name),
  ]);
  const memberType = typeRows[0] ?? null;
  const handicapIndex = (indexRows[0]?.handicapIndex as number | null | undefined) ?? null;
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
}
