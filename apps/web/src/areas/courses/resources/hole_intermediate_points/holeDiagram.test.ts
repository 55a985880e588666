import { EARTH_RADIUS_METRES } from '@fairway/golf';
import { describe, expect, it } from 'vitest';
import {
  holeDiagram,
  projectToMetres,
  SUSPECT_SEGMENT_METRES,
  toDrawing,
  wholeDistance,
  type HolePoint,
  type HolePointKind,
} from './holeDiagram';

const metresPerDegree = (EARTH_RADIUS_METRES * Math.PI) / 180;
const tee = { latitude: 56.3436, longitude: -2.8059 };

/** A point `east` and `north` metres from the tee (the inverse of the projection, exact at the tee's latitude). */
function point(id: number, kind: HolePointKind, east: number, north: number): HolePoint {
  return {
    id,
    kind,
    label: '',
    sort_order: id,
    latitude: tee.latitude + north / metresPerDegree,
    longitude: tee.longitude + east / (metresPerDegree * Math.cos((tee.latitude * Math.PI) / 180)),
  };
}

/** A hole played due east: fairway at 200 m, the green's centre at 350 m, a bunker right of the fairway. */
const eastward = [
  point(1, 'tee', 0, 0),
  point(2, 'fairway_centre', 200, 0),
  point(3, 'hazard', 220, -25),
  point(4, 'green_front', 336, 0),
  point(5, 'green_centre', 350, 0),
];

describe("a hole's diagram", () => {
  it('projects to metres around the mean latitude, a degree of longitude shrinking with its cosine', () => {
    const [origin, east, north] = projectToMetres([
      { ...point(1, 'tee', 0, 0), latitude: 60, longitude: 10 },
      { ...point(2, 'fairway_centre', 0, 0), latitude: 60, longitude: 10.001 },
      { ...point(3, 'green_centre', 0, 0), latitude: 60.001, longitude: 10 },
    ]);
    expect(origin).toMatchObject({ x: 0, y: 0 });
    expect(north!.y).toBeCloseTo(0.001 * metresPerDegree, 6);
    // The mean latitude is 60.000333, whose cosine is a hair under a half.
    expect(east!.x / north!.y).toBeCloseTo(Math.cos((60.000333 * Math.PI) / 180), 6);
  });

  it('turns a hole played east so that the tee is at the bottom and the green straight above it', () => {
    const { points } = holeDiagram(eastward);
    const at = (kind: HolePointKind) => points.find((each) => each.kind === kind)!;
    expect(at('tee').x).toBeCloseTo(0, 6);
    expect(at('tee').y).toBeCloseTo(0, 6);
    expect(at('green_centre').x).toBeCloseTo(0, 3);
    expect(at('green_centre').y).toBeCloseTo(350, 1);
    expect(at('fairway_centre').y).toBeCloseTo(200, 1);
    // The bunker south of the line, on the right going east, stays on the right going up.
    expect(at('hazard').x).toBeCloseTo(25, 1);
    expect(at('hazard').y).toBeCloseTo(220, 1);
  });

  it('draws the centre line from the tee through the fairway to the green, each stretch measured on the ground', () => {
    const { centreLine, segments } = holeDiagram(eastward.toReversed());
    expect(centreLine.map((each) => each.kind)).toEqual(['tee', 'fairway_centre', 'green_centre']);
    expect(segments.map((segment) => Math.round(segment.metres))).toEqual([200, 150]);
    expect(segments.map((segment) => wholeDistance(segment.metres, 'yards'))).toEqual([219, 164]);
    expect(segments.map((segment) => wholeDistance(segment.metres, 'metres'))).toEqual([200, 150]);
  });

  it('shows a green placed 2 km off as a long stretch that shrinks the rest of the drawing', () => {
    const misplaced = [...eastward.slice(0, 4), point(5, 'green_centre', 350, 2000)];
    const { segments } = holeDiagram(misplaced);
    expect(segments[1]!.metres).toBeGreaterThan(SUSPECT_SEGMENT_METRES);
    // From the fairway at (200, 0) to (350, 2000): the square root of 150^2 + 2000^2 = 2005.6 m, 2193 yards.
    expect(wholeDistance(segments[1]!.metres, 'yards')).toBe(2193);
    const size = { width: 300, height: 400, padding: 20 };
    const span = (diagram: ReturnType<typeof holeDiagram>) => {
      const place = toDrawing(diagram, size);
      const [teeAt, fairwayAt] = [place(diagram.centreLine[0]!), place(diagram.centreLine[1]!)];
      return Math.hypot(fairwayAt.x - teeAt.x, fairwayAt.y - teeAt.y);
    };
    expect(span(holeDiagram(misplaced))).toBeLessThan(span(holeDiagram(eastward)) / 4);
  });

  it('fits the drawing inside its padding at one scale for both axes, the tee below the green', () => {
    const diagram = holeDiagram(eastward);
    const place = toDrawing(diagram, { width: 300, height: 400, padding: 20 });
    const placed = diagram.points.map(place);
    for (const { x, y } of placed) {
      expect(x).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(x).toBeLessThanOrEqual(280 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(y).toBeLessThanOrEqual(380 + 1e-9);
    }
    const [teeAt, greenAt] = [place(diagram.centreLine[0]!), place(diagram.centreLine.at(-1)!)];
    expect(teeAt.y).toBeCloseTo(380, 6);
    expect(greenAt.y).toBeLessThan(teeAt.y);
  });

  it('keeps north up for a hole with no tee, and draws nothing from no points', () => {
    const { points } = holeDiagram([point(1, 'hazard', 0, 0), point(2, 'green_centre', 100, 0)]);
    expect(points[1]!.x).toBeCloseTo(100, 1);
    expect(holeDiagram([])).toEqual({ points: [], centreLine: [], segments: [] });
  });
});
