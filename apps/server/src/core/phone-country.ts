import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { countries, golfCourses } from '../db/schema/index.js';

/**
 * The country (ISO 3166 code) a phone number written without its country code is read in: the country given (a
 * club's own record), else the club's; null when neither is known (decision 0046).
 */
export async function phoneCountry(
  db: Database,
  place: { countryId?: number | null; golfCourseId?: number | null },
): Promise<string | null> {
  if (place.countryId) {
    const [country] = await db
      .select({ isoCode: countries.iso_code })
      .from(countries)
      .where(eq(countries.id, place.countryId));
    return country?.isoCode ?? null;
  }
  if (!place.golfCourseId) return null;
  const [club] = await db
    .select({ isoCode: countries.iso_code })
    .from(golfCourses)
    .innerJoin(countries, eq(countries.id, golfCourses.country_id))
    .where(eq(golfCourses.id, place.golfCourseId));
  return club?.isoCode ?? null;
}
