import { GolfInputError } from './golf-input-error.js';
import { EARTH_RADIUS_METRES, haversineDistance, type GeoPoint } from './haversine-distance.js';

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * How far in metres a ball lies from a hole's centre line (rules document, "Side contests": nearest to centre), the
 * line being the hole's periphery points from tee to green in playing order: the shortest distance to any of its
 * segments, so a ball beyond either end is measured to that end. Each segment is laid flat around the ball (an
 * equirectangular projection), which over a hole's few hundred metres differs from the sphere by millimetres.
 */
export function distanceToCentreLine(ball: GeoPoint, line: readonly GeoPoint[]): number {
  if (line.length === 0) throw new GolfInputError('line', 'out_of_range', 'a centre line needs at least one point');
  // Checks every point (latitude -90 to 90, longitude -180 to 180) and measures a line of one point.
  const distances = line.map((point) => haversineDistance(ball, point));
  if (line.length === 1) return distances[0] as number;
  const metresPerDegreeNorth = radians(1) * EARTH_RADIUS_METRES;
  const metresPerDegreeEast = metresPerDegreeNorth * Math.cos(radians(ball.latitude));
  const flat = line.map((point) => ({
    x: (point.longitude - ball.longitude) * metresPerDegreeEast,
    y: (point.latitude - ball.latitude) * metresPerDegreeNorth,
  }));
  let nearest = Math.min(...distances);
  for (let index = 1; index < flat.length; index += 1) {
    const start = flat[index - 1] as { x: number; y: number };
    const end = flat[index] as { x: number; y: number };
    const alongX = end.x - start.x;
    const alongY = end.y - start.y;
    const lengthSquared = alongX * alongX + alongY * alongY;
    if (lengthSquared === 0) continue;
    const share = -(start.x * alongX + start.y * alongY) / lengthSquared;
    if (share <= 0 || share >= 1) continue;
    nearest = Math.min(nearest, Math.hypot(start.x + share * alongX, start.y + share * alongY));
  }
  return nearest;
}
