import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { cities, countries, golfCourses, states } from '../../db/schema/index.js';

/** A golf courses query joined to the city, state and country its record names. */
export function withPlaces<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(countries, eq(countries.id, golfCourses.country_id))
    .leftJoin(states, eq(states.id, golfCourses.state_id))
    .leftJoin(cities, eq(cities.id, golfCourses.city_id));
}
