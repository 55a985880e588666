import { and, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { clubDates, formatClubDate } from '../../core/club-dates.js';
import { ConflictError, type FieldErrors } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import { lockers, memberLockers, members } from '../../db/schema/index.js';
import { type BillingChange, clubMemberErrors } from './club-member-errors.js';
import { dateOrderMessage } from './check-type-mapping.js';

/**
 * One holder per locker at a time: a holding whose days meet another's of the same locker answers 409, naming the
 * holder. The locker's row is locked first, so two assignments racing for it are checked one after the other.
 */
export async function checkLockerHolding({ tx, input, existing, actor }: BillingChange): Promise<FieldErrors | null> {
  const golfCourseId = actor.golfCourseId!;
  const merged = { ...existing, ...input } as { locker_id: number; from_date: string; to_date?: string | null };
  const memberErrors = await clubMemberErrors(tx, golfCourseId, input.member_id);
  if (memberErrors) return memberErrors;
  if (merged.to_date && merged.to_date < merged.from_date) return { to_date: [dateOrderMessage] };
  const [locker] = await tx
    .select({ number: lockers.number })
    .from(lockers)
    .where(and(inClub(lockers, golfCourseId), eq(lockers.id, merged.locker_id)))
    .for('update');
  if (!locker) return null;
  const [holder] = await tx
    .select({
      name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      from: memberLockers.from_date,
    })
    .from(memberLockers)
    .innerJoin(members, eq(members.id, memberLockers.member_id))
    .where(
      and(
        inClub(memberLockers, golfCourseId),
        eq(memberLockers.locker_id, merged.locker_id),
        existing ? ne(memberLockers.id, existing.id as number) : undefined,
        merged.to_date ? lte(memberLockers.from_date, merged.to_date) : undefined,
        or(isNull(memberLockers.to_date), gte(memberLockers.to_date, merged.from_date)),
      ),
    )
    .limit(1);
  if (holder) {
    const from = formatClubDate(holder.from, await clubDates(tx, golfCourseId));
    throw new ConflictError(`Locker ${locker.number} is held by ${holder.name} from ${from}.`);
  }
  return null;
}
