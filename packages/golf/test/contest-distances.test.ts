import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contestDistanceInUnit,
  contestDistanceMillimetres,
  distanceToCentreLine,
  EARTH_RADIUS_METRES,
  GolfInputError,
  haversineDistance,
} from '../src/index.js';

/** Metres in a thousandth of a degree along a meridian (or along the equator). */
const thousandth = (EARTH_RADIUS_METRES * Math.PI) / 180 / 1000;

describe('contest distances in millimetres', () => {
  it('stores metres exactly, a tenth of a yard as 91.44 mm and an inch as 25.4 mm, to the nearest millimetre', () => {
    expect(contestDistanceMillimetres({ unit: 'metres', value: 251.4 })).toBe(251_400);
    expect(contestDistanceMillimetres({ unit: 'yards', value: 100 })).toBe(91_440);
    // 275.3 yd = 251,734.32 mm; 0.1 yd = 91.44 mm; 0.5 yd = 457.2 mm.
    expect(contestDistanceMillimetres({ unit: 'yards', value: 275.3 })).toBe(251_734);
    expect(contestDistanceMillimetres({ unit: 'yards', value: 0.1 })).toBe(91);
    expect(contestDistanceMillimetres({ unit: 'yards', value: 0.5 })).toBe(457);
    // 4 ft 7 in = 55 in = 1,397 mm exactly; 1 in = 25.4 mm -> 25; 2 in = 50.8 -> 51 (half up beyond .5).
    expect(contestDistanceMillimetres({ unit: 'feet_and_inches', feet: 4, inches: 7 })).toBe(1_397);
    expect(contestDistanceMillimetres({ unit: 'feet_and_inches', feet: 0, inches: 1 })).toBe(25);
    expect(contestDistanceMillimetres({ unit: 'feet_and_inches', feet: 0, inches: 2 })).toBe(51);
  });

  it('reads millimetres back in the unit, the very figure entered', () => {
    expect(contestDistanceInUnit(251_734, 'yards')).toEqual({ unit: 'yards', value: 275.3, text: '275.3 yd' });
    expect(contestDistanceInUnit(251_400, 'metres')).toEqual({ unit: 'metres', value: 251.4, text: '251.4 m' });
    expect(contestDistanceInUnit(1_397, 'feet_and_inches')).toEqual({
      unit: 'feet_and_inches',
      feet: 4,
      inches: 7,
      text: '4 ft 7 in',
    });
    expect(contestDistanceInUnit(3_000, 'yards').text).toBe('3.3 yd');
  });

  it('gives back every entry of one decimal or whole inches unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6_000 }),
        fc.constantFrom('metres', 'yards') as fc.Arbitrary<'metres'>,
        (tenths, unit) => {
          const back = contestDistanceInUnit(contestDistanceMillimetres({ unit, value: tenths / 10 }), unit);
          expect(back.unit !== 'feet_and_inches' && back.value).toBe(tenths / 10);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 11 }), (feet, inches) => {
        const back = contestDistanceInUnit(
          contestDistanceMillimetres({ unit: 'feet_and_inches', feet, inches }),
          'feet_and_inches',
        );
        expect(back).toMatchObject({ feet, inches });
      }),
    );
  });

  it('refuses a negative distance, a second decimal and twelve inches', () => {
    expect(() => contestDistanceMillimetres({ unit: 'metres', value: -1 })).toThrow(GolfInputError);
    expect(() => contestDistanceMillimetres({ unit: 'yards', value: 250.25 })).toThrow(GolfInputError);
    expect(() => contestDistanceMillimetres({ unit: 'feet_and_inches', feet: 3, inches: 12 })).toThrow(GolfInputError);
  });
});

describe('distance to the centre line', () => {
  // A hole laid due north along the prime meridian: tee at the equator, green a hundredth of a degree (1,112 m) north.
  const tee = { latitude: 0, longitude: 0 };
  const green = { latitude: 0.01, longitude: 0 };

  it('is nothing for a ball on the line, at either end or between', () => {
    expect(distanceToCentreLine({ latitude: 0.005, longitude: 0 }, [tee, green])).toBeCloseTo(0, 6);
    expect(distanceToCentreLine(tee, [tee, green])).toBeCloseTo(0, 6);
    expect(distanceToCentreLine(green, [tee, green])).toBeCloseTo(0, 6);
  });

  it('is the same either side: a ten-thousandth of a degree east or west at the equator is 11.12 m', () => {
    const east = distanceToCentreLine({ latitude: 0.004, longitude: 0.0001 }, [tee, green]);
    const west = distanceToCentreLine({ latitude: 0.004, longitude: -0.0001 }, [tee, green]);
    expect(east).toBeCloseTo(thousandth / 10, 3);
    expect(west).toBeCloseTo(east, 6);
    expect(east).toBeCloseTo(11.12, 2);
  });

  it('measures a ball beyond either end to that end', () => {
    const beyondGreen = { latitude: 0.011, longitude: 0.0001 };
    expect(distanceToCentreLine(beyondGreen, [tee, green])).toBeCloseTo(haversineDistance(beyondGreen, green), 3);
    const behindTee = { latitude: -0.001, longitude: 0 };
    expect(distanceToCentreLine(behindTee, [tee, green])).toBeCloseTo(thousandth, 3);
  });

  it('follows a dog-leg: the nearer of its two legs counts', () => {
    // Tee, then a corner 0.005 degrees north, then the green 0.005 degrees east of the corner.
    const corner = { latitude: 0.005, longitude: 0 };
    const dogLegGreen = { latitude: 0.005, longitude: 0.005 };
    // 0.0002 degrees below the second leg, 0.0015 degrees east of the first: the second leg is nearer.
    const ball = { latitude: 0.0048, longitude: 0.0015 };
    expect(distanceToCentreLine(ball, [tee, corner, dogLegGreen])).toBeCloseTo(thousandth / 5, 2);
  });

  it('refuses a latitude of 95 and a line without points', () => {
    expect(() => distanceToCentreLine({ latitude: 95, longitude: 0 }, [tee, green])).toThrow(GolfInputError);
    expect(() => distanceToCentreLine(tee, [])).toThrow(GolfInputError);
  });
});
