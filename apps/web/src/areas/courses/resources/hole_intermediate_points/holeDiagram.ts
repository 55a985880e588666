import type { holePointKinds } from '@fairway/contract';
import { EARTH_RADIUS_METRES, haversineDistance } from '@fairway/golf';

export type HolePointKind = (typeof holePointKinds)[number];

/** A point of the hole as the API reads it. */
export interface HolePoint {
  id: number;
  kind: HolePointKind;
  label: string;
  latitude: number;
  longitude: number;
  sort_order: number;
}

/** A point in local metres: x to the right, y toward the green (up the page). */
export interface PlacedPoint extends HolePoint {
  x: number;
  y: number;
}

export interface CentreLineSegment {
  from: PlacedPoint;
  to: PlacedPoint;
  /** Along the ground (haversine), not across the drawing. */
  metres: number;
}

export interface HoleDiagram {
  points: PlacedPoint[];
  /** Tee, fairway centres and green centre in their order along the hole. */
  centreLine: PlacedPoint[];
  segments: CentreLineSegment[];
}

const centreLineKinds: ReadonlySet<HolePointKind> = new Set(['tee', 'fairway_centre', 'green_centre']);
const greenKinds: readonly HolePointKind[] = ['green_centre', 'green_front', 'green_back'];
const metresPerDegree = (EARTH_RADIUS_METRES * Math.PI) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Latitude and longitude to local metres: an equirectangular projection around the points' mean latitude (over a
 * golf hole the earth's curve is a few millimetres), with the first tee at the origin.
 */
export function projectToMetres(points: readonly HolePoint[]): PlacedPoint[] {
  if (points.length === 0) return [];
  const meanLatitude = points.reduce((sum, point) => sum + point.latitude, 0) / points.length;
  const origin = points.find((point) => point.kind === 'tee') ?? points[0]!;
  const across = metresPerDegree * Math.cos(radians(meanLatitude));
  return points.map((point) => ({
    ...point,
    x: (point.longitude - origin.longitude) * across,
    y: (point.latitude - origin.latitude) * metresPerDegree,
  }));
}

/** Turns the points about the origin so that the tee-to-green direction points up (+y); north up without both. */
function rotateTeeToGreenUp(points: PlacedPoint[]): PlacedPoint[] {
  const tee = points.find((point) => point.kind === 'tee');
  const green = greenKinds.map((kind) => points.find((point) => point.kind === kind)).find(Boolean);
  if (!tee || !green || (tee.x === green.x && tee.y === green.y)) return points;
  // The bearing of the green from the tee, clockwise from up; turning by it the other way brings the green up.
  const bearing = Math.atan2(green.x - tee.x, green.y - tee.y);
  const [cos, sin] = [Math.cos(bearing), Math.sin(bearing)];
  return points.map((point) => {
    const [x, y] = [point.x - tee.x, point.y - tee.y];
    return { ...point, x: x * cos - y * sin, y: x * sin + y * cos };
  });
}

/** The hole drawn from its points: placed in metres, the tee at the bottom, the centre line and its lengths. */
export function holeDiagram(points: readonly HolePoint[]): HoleDiagram {
  const ordered = points.toSorted((left, right) => left.sort_order - right.sort_order || left.id - right.id);
  const placed = rotateTeeToGreenUp(projectToMetres(ordered));
  const centreLine = placed.filter((point) => centreLineKinds.has(point.kind));
  const segments = centreLine.slice(1).map((to, index) => {
    const from = centreLine[index]!;
    return { from, to, metres: haversineDistance(from, to) };
  });
  return { points: placed, centreLine, segments };
}

const metresPerYard = 0.9144;

/** A distance in the club's unit, rounded half up to a whole yard or metre as a card shows it. */
export function wholeDistance(metres: number, unit: 'yards' | 'metres'): number {
  return Math.round(unit === 'yards' ? metres / metresPerYard : metres);
}

/** Longer than any stretch between two points of a real hole: a point placed far from its hole. */
export const SUSPECT_SEGMENT_METRES = 600;

export interface DrawingSize {
  width: number;
  height: number;
  padding: number;
}

/**
 * Metres to the drawing's pixels at one scale for both axes (so that a point placed far off stretches the whole
 * drawing and shrinks the rest), y turned downward as SVG draws it.
 */
export function toDrawing(
  diagram: HoleDiagram,
  size: DrawingSize,
): (point: { x: number; y: number }) => {
  x: number;
  y: number;
} {
  const xs = diagram.points.map((point) => point.x);
  const ys = diagram.points.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const inner = { width: size.width - 2 * size.padding, height: size.height - 2 * size.padding };
  // A hole of one point, or a straight line, still has a scale: a 50 m square around it.
  const scale = Math.min(inner.width / Math.max(maxX - minX, 50), inner.height / Math.max(maxY - minY, 50));
  const [midX, midY] = [(minX + maxX) / 2, (minY + maxY) / 2];
  return (point) => ({
    x: size.width / 2 + (point.x - midX) * scale,
    y: size.height / 2 - (point.y - midY) * scale,
  });
}
