import { eq } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { cities, countries, states } from '../../db/schema/index.js';

type Place = { country_id?: number | null; state_id?: number | null; city_id?: number | null };

const missing = (id: number) => [`Invalid pk "${id}" - object does not exist.`];

/** A course's city lies in its state and its state in its country, as the master data says. */
export async function checkGolfCoursePlace(tx: Database, place: Place): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const { country_id: countryId, state_id: stateId, city_id: cityId } = place;
  if (countryId) {
    const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
    if (!country) errors.country_id = missing(countryId);
  }
  if (stateId) {
    const [state] = await tx.select({ countryId: states.country_id }).from(states).where(eq(states.id, stateId));
    if (!state) errors.state_id = missing(stateId);
    else if (countryId && state.countryId !== countryId) errors.state_id = ['This state is not in the chosen country.'];
  }
  if (cityId) {
    const [city] = await tx.select({ stateId: cities.state_id }).from(cities).where(eq(cities.id, cityId));
    if (!city) errors.city_id = missing(cityId);
    else if (stateId && city.stateId !== stateId) errors.city_id = ['This city is not in the chosen state.'];
  }
  return errors;
}
