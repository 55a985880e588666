import { and, inArray } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import type { RecordChange } from '../../core/record-change.js';
import { inClub } from '../../db/club-scope.js';
import { memberTypes, type MemberTypeBookingWindow } from '../../db/schema/index.js';

/** The member types of the windows are the club's, each named once. */
export async function checkBookingRulesInput({ tx, input, actor }: RecordChange): Promise<FieldErrors | null> {
  const windows = input.member_type_windows as MemberTypeBookingWindow[] | undefined;
  if (!windows?.length) return null;
  const ids = windows.map((window) => window.member_type_id);
  if (new Set(ids).size !== ids.length) return { member_type_windows: ['Give each member type one window.'] };
  const found = await tx
    .select({ id: memberTypes.id })
    .from(memberTypes)
    .where(and(inClub(memberTypes, actor.golfCourseId!), inArray(memberTypes.id, ids)));
  const missing = ids.filter((id) => !found.some((type) => type.id === id));
  return missing.length > 0 ? { member_type_windows: [`Invalid pk "${missing[0]}" - object does not exist.`] } : null;
}
