import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cities, golfCourses } from '../../db/schema/index.js';
import { logoUrlSql } from './logo-url-sql.js';

/**
 * The approved clubs, for anyone choosing the club to register with as a player: name, city and logo, and the date
 * format its registration form takes a date of birth in.
 */
export async function listRegisteredGolfCourses(db: Database) {
  return db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      city_name: sql<string | null>`${cities.name}`,
      logo: logoUrlSql,
      date_format: golfCourses.date_format,
    })
    .from(golfCourses)
    .leftJoin(cities, eq(cities.id, golfCourses.city_id))
    .where(eq(golfCourses.status, 'approved'))
    .orderBy(asc(golfCourses.name), asc(golfCourses.id));
}
