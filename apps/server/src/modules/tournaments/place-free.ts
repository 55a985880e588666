import type { FieldPlaces } from './field-places.js';

/**
 * Whether a new entrant (a side or team of `golfers`) goes into a field standing at `places` under `limit`: while a
 * place for each is neither taken nor held for an offer and no one waits before them (a field without a limit always
 * has them).
 */
export function placeFree(places: FieldPlaces, limit: number | null, golfers = 1): boolean {
  return limit === null || (places.entered + places.offered + golfers <= limit && places.waiting === 0);
}
