import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METRES, GolfInputError, haversineDistance, type GeoPoint } from '../src/index.js';

const point = fc.record({
  latitude: fc.double({ min: -89, max: 89, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
});

describe('haversine distance', () => {
  it("gives Land's End to John o' Groats as 968.9 km (the worked example of Movable Type's haversine page)", () => {
    const landsEnd = { latitude: 50 + 3 / 60 + 59 / 3600, longitude: -(5 + 42 / 60 + 53 / 3600) };
    const johnOGroats = { latitude: 58 + 38 / 60 + 38 / 3600, longitude: -(3 + 4 / 60 + 12 / 3600) };
    // The page works with R = 6371 km; ours is 6371.0088 km, 1.4 m further over this distance.
    expect(haversineDistance(landsEnd, johnOGroats) / 1000).toBeCloseTo(968.9, 1);
  });

  it('gives one degree of latitude as a 360th of the earth, 111.2 km, and a hole of 400 yards as 400 yards', () => {
    expect(haversineDistance({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      (2 * Math.PI * EARTH_RADIUS_METRES) / 360,
      6,
    );
    // St Andrews, 400 yards (365.76 m) due north: 365.76 / (R * pi / 180) degrees of latitude.
    const tee = { latitude: 56.3436, longitude: -2.8059 };
    const green = { latitude: tee.latitude + 365.76 / ((EARTH_RADIUS_METRES * Math.PI) / 180), longitude: -2.8059 };
    expect(haversineDistance(tee, green) / 0.9144).toBeCloseTo(400, 6);
  });

  it('shrinks a degree of longitude with the cosine of the latitude', () => {
    const atEquator = haversineDistance({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 0.01 });
    const atSixty = haversineDistance({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 0.01 });
    expect(atSixty / atEquator).toBeCloseTo(0.5, 4);
  });

  it('is zero from a point to itself, the same both ways, and never more than half the way round', () => {
    fc.assert(
      fc.property(point, point, (from: GeoPoint, to: GeoPoint) => {
        expect(haversineDistance(from, from)).toBe(0);
        expect(haversineDistance(from, to)).toBeCloseTo(haversineDistance(to, from), 6);
        expect(haversineDistance(from, to)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_METRES + 1e-6);
      }),
    );
  });

  it('keeps the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a: GeoPoint, b: GeoPoint, c: GeoPoint) => {
        expect(haversineDistance(a, c)).toBeLessThanOrEqual(haversineDistance(a, b) + haversineDistance(b, c) + 1e-6);
      }),
    );
  });

  it('refuses a point that is not on the earth', () => {
    expect(() => haversineDistance({ latitude: 91, longitude: 0 }, { latitude: 0, longitude: 0 })).toThrow(
      GolfInputError,
    );
    expect(() => haversineDistance({ latitude: 0, longitude: 0 }, { latitude: Number.NaN, longitude: 0 })).toThrow(
      GolfInputError,
    );
  });
});
