import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { logoUrlSql } from './logo-url-sql.js';
import { withPlaces } from './with-places.js';
import { cities, countries, golfCourses, states } from '../../db/schema/index.js';

/** A golf course as clients read it: its columns with the names of its city, state and country, and its logo's address. */
const golfCourseFields = {
  id: golfCourses.id,
  created_at: golfCourses.created_at,
  created_by: golfCourses.created_by,
  updated_at: golfCourses.updated_at,
  updated_by: golfCourses.updated_by,
  name: golfCourses.name,
  short_name: golfCourses.short_name,
  email: golfCourses.email,
  phone: golfCourses.phone,
  website: golfCourses.website,
  address: golfCourses.address,
  postal_code: golfCourses.postal_code,
  country_id: golfCourses.country_id,
  country_name: sql<string | null>`${countries.name}`.as('country_name'),
  state_id: golfCourses.state_id,
  state_name: sql<string | null>`${states.name}`.as('state_name'),
  city_id: golfCourses.city_id,
  city_name: sql<string | null>`${cities.name}`.as('city_name'),
  logo_id: golfCourses.logo_id,
  logo: logoUrlSql.as('logo'),
  time_zone: golfCourses.time_zone,
  date_format: golfCourses.date_format,
  distance_unit: golfCourses.distance_unit,
  currency: golfCourses.currency,
  individual_rounds_enabled: golfCourses.individual_rounds_enabled,
  holes_count: golfCourses.holes_count,
  status: golfCourses.status,
  financial_year_start_month: golfCourses.financial_year_start_month,
  members_read_own_statement: golfCourses.members_read_own_statement,
  paper_size: golfCourses.paper_size,
  prizes_per_player: golfCourses.prizes_per_player,
  marker_signature_attests: golfCourses.marker_signature_attests,
  general_play_return_hours: golfCourses.general_play_return_hours,
  general_play_grace_minutes: golfCourses.general_play_grace_minutes,
  competition_purse: golfCourses.competition_purse,
  contact_name: golfCourses.contact_name,
  contact_email: golfCourses.contact_email,
  contact_phone: golfCourses.contact_phone,
};

export function selectGolfCourses(db: Database, where: SQL | undefined) {
  return withPlaces(db.select(golfCourseFields).from(golfCourses).$dynamic()).where(where);
}
