import { GolfInputError } from './golf-input-error.js';
import { assertNumber } from './number-assertions.js';

/** A point on the earth in decimal degrees (WGS 84, as a GPS reads it). */
export type GeoPoint = { latitude: number; longitude: number };

/** The mean radius of the earth (IUGG), the radius the haversine formula is usually worked with. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

function assertGeoPoint(point: GeoPoint, field: string): void {
  assertNumber(point.latitude, `${field}.latitude`);
  assertNumber(point.longitude, `${field}.longitude`);
  if (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180) {
    throw new GolfInputError(field, 'out_of_range', `expected latitude -90 to 90 and longitude -180 to 180`);
  }
}

/**
 * The great-circle distance in metres between two points, by the haversine formula (R. W. Sinnott, "Virtues of the
 * Haversine", Sky and Telescope 68(2), 1984) on a sphere of the earth's mean radius: how far a drive went, how long a
 * hole is from tee to green. On a sphere it is within about 0.5% of the ellipsoid's distance, a yard in 200.
 */
export function haversineDistance(from: GeoPoint, to: GeoPoint): number {
  assertGeoPoint(from, 'from');
  assertGeoPoint(to, 'to');
  const halfChord =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(halfChord)));
}
