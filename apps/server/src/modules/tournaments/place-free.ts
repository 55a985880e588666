import type { FieldPlaces } from './field-places.js';

/**
 * Whether a new entrant goes into a field standing at `places` under `limit`: while a place is neither taken nor held
 * for an offer and no one waits before them (a field without a limit always has one).
 */
export function placeFree(places: FieldPlaces, limit: number | null): boolean {
  return limit === null || (places.entered + places.offered < limit && places.waiting === 0);
}
