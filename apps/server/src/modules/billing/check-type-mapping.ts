import { and, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import { memberTypeMappings, memberTypes } from '../../db/schema/index.js';
import { type BillingChange, clubMemberErrors } from './club-member-errors.js';

export const dateOrderMessage = 'The last day cannot be before the first.';

/**
 * A member's types over time never overlap: a mapping whose days meet another of the same member's is refused,
 * naming the one it meets. The member must be the club's.
 */
export async function checkTypeMapping({ tx, input, existing, actor }: BillingChange): Promise<FieldErrors | null> {
  const golfCourseId = actor.golfCourseId!;
  const merged = { ...existing, ...input } as { member_id: number; from_date: string; to_date?: string | null };
  const memberErrors = await clubMemberErrors(tx, golfCourseId, input.member_id);
  if (memberErrors) return memberErrors;
  if (merged.to_date && merged.to_date < merged.from_date) return { to_date: [dateOrderMessage] };
  const [overlapping] = await tx
    .select({ from: memberTypeMappings.from_date, to: memberTypeMappings.to_date, name: memberTypes.name })
    .from(memberTypeMappings)
    .innerJoin(memberTypes, eq(memberTypes.id, memberTypeMappings.member_type_id))
    .where(
      and(
        inClub(memberTypeMappings, golfCourseId),
        eq(memberTypeMappings.member_id, merged.member_id),
        existing ? ne(memberTypeMappings.id, existing.id as number) : undefined,
        merged.to_date ? lte(memberTypeMappings.from_date, merged.to_date) : undefined,
        or(isNull(memberTypeMappings.to_date), gte(memberTypeMappings.to_date, merged.from_date)),
      ),
    )
    .limit(1);
  if (!overlapping) return null;
  return {
    from_date: [
      `These days overlap the member's type ${overlapping.name} from ${overlapping.from}${overlapping.to ? ` to ${overlapping.to}` : ''}.`,
    ],
  };
}
