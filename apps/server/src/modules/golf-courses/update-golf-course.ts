import { Role } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { type FieldErrors, ForbiddenError, InvalidInputError } from '../../core/domain-errors.js';
import { phoneCountry } from '../../core/phone-country.js';
import { phoneNumbersInE164 } from '../../core/phone-numbers-in-e164.js';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';
import { checkGolfCoursePlace } from './check-golf-course-place.js';
import { golfCoursePhoneNumbers, type GolfCourseInput } from './create-golf-course.js';
import { getGolfCourse } from './get-golf-course.js';
import type { GolfCourseViewer } from './visible-to.js';

/** The fields only a super admin sets: whether the club is approved, and how many holes it was approved with. */
const superAdminFields = ['status', 'holes_count'] as const;

/**
 * Changes a golf course: a super admin any field of any course; the club's admin the fields of their own club but
 * its status and holes count (sending them unchanged is fine, so a whole form can be sent back). Another club's
 * course is not found; the club's other roles may read it but not change it (ForbiddenError).
 */
export async function updateGolfCourse(
  db: Database,
  viewer: GolfCourseViewer,
  actor: Actor,
  id: number,
  typed: Partial<GolfCourseInput>,
) {
  const existing = await getGolfCourse(db, viewer, id);
  const countryId = typed.country_id === undefined ? existing.country_id : typed.country_id;
  const input = phoneNumbersInE164(typed, golfCoursePhoneNumbers, await phoneCountry(db, { countryId }));
  if (!viewer.isSuperAdmin) {
    if (!viewer.rolesByCourse.get(id)?.includes(Role.admin)) throw new ForbiddenError();
    const errors: FieldErrors = {};
    for (const field of superAdminFields) {
      if (input[field] !== undefined && input[field] !== existing[field]) {
        errors[field] = ['Only a super admin may change this.'];
      }
    }
    if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  }
  await db.transaction(async (tx) => {
    const errors = await checkGolfCoursePlace(tx, {
      country_id: input.country_id === undefined ? existing.country_id : input.country_id,
      state_id: input.state_id === undefined ? existing.state_id : input.state_id,
      city_id: input.city_id === undefined ? existing.city_id : input.city_id,
    });
    if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
    await tx
      .update(golfCourses)
      .set({ ...input, updated_at: new Date(), updated_by: actor.userId })
      .where(eq(golfCourses.id, id));
    const before = Object.fromEntries(Object.keys(input).map((key) => [key, existing[key as keyof typeof existing]]));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'golf_courses',
      entityId: id,
      detail: { before, after: input },
    });
  });
  return getGolfCourse(db, viewer, id);
}
