import type { golfCourseInput } from '@fairway/contract';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { phoneCountry } from '../../core/phone-country.js';
import { phoneNumbersInE164 } from '../../core/phone-numbers-in-e164.js';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';
import { checkGolfCoursePlace } from './check-golf-course-place.js';
import { getGolfCourse } from './get-golf-course.js';

export type GolfCourseInput = z.output<typeof golfCourseInput>;

/** A club's phone numbers, stored in E.164 and read, without a country code, as numbers of the club's country. */
export const golfCoursePhoneNumbers = ['phone', 'contact_phone'] as const;

/** A super admin adds a golf course (pending unless they say otherwise); audited in the same transaction. */
export async function createGolfCourse(db: Database, actor: Actor, typed: GolfCourseInput) {
  const id = await db.transaction(async (tx) => {
    const country = await phoneCountry(tx, { countryId: typed.country_id });
    const input = phoneNumbersInE164(typed, golfCoursePhoneNumbers, country);
    const errors = await checkGolfCoursePlace(tx, input);
    if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
    const [created] = await tx
      .insert(golfCourses)
      .values({ ...input, created_by: actor.userId, updated_by: actor.userId })
      .returning({ id: golfCourses.id });
    await writeAudit(tx, actor, { action: 'create', entity: 'golf_courses', entityId: created!.id, detail: input });
    return created!.id;
  });
  return getGolfCourse(db, { isSuperAdmin: true, rolesByCourse: new Map() }, id);
}
