import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfInputError, waitingListOffer, type WaitingListRequest } from '../src/index.js';
import { SOURCES } from './sources.js';

const requests: WaitingListRequest[] = [
  { id: 'ann', window: { from: '07:00', to: '08:00' }, places: 2 },
  { id: 'ben', window: { from: '08:00', to: '09:30' }, places: 4 },
  { id: 'cat', window: { from: '08:30', to: '10:00' }, places: 2 },
  { id: 'dev', window: { from: '08:00', to: '12:00' }, places: 1 },
];

describe(`waitingListOffer (${SOURCES.teeSheetIssue})`, () => {
  it('offers a freed place to the first request whose window and size fit', () => {
    expect(waitingListOffer({ requests, freedPlace: { time: '08:00', placesFree: 2 } })).toEqual({
      requestId: 'ann',
      position: 1,
    });
    // Ben needs four; Cat's window holds 08:40.
    expect(waitingListOffer({ requests, freedPlace: { time: '08:40', placesFree: 3 } })).toEqual({
      requestId: 'cat',
      position: 3,
    });
    expect(waitingListOffer({ requests, freedPlace: { time: '08:40', placesFree: 4 } })?.requestId).toBe('ben');
    expect(waitingListOffer({ requests, freedPlace: { time: '11:00', placesFree: 1 } })?.requestId).toBe('dev');
    expect(waitingListOffer({ requests, freedPlace: { time: '13:00', placesFree: 4 } })).toBeNull();
    expect(waitingListOffer({ requests: [], freedPlace: { time: '08:00', placesFree: 4 } })).toBeNull();
  });

  it.each([
    [{ requests: [requests[0], requests[0]] }, 'requests[1].id', 'invalid_option'],
    [{ requests: [{ ...requests[0], places: 5 }] }, 'requests[0].places', 'out_of_range'],
    [
      { requests: [{ ...requests[0], window: { from: '09:00', to: '08:00' } }] },
      'requests[0].window.to',
      'out_of_range',
    ],
    [{ freedPlace: { time: '8:00', placesFree: 1 } }, 'freedPlace.time', 'invalid_option'],
    [{ freedPlace: { time: '08:00', placesFree: 0 } }, 'freedPlace.placesFree', 'out_of_range'],
  ])('refuses %j (%s: %s)', (change, field, code) => {
    const call = () => waitingListOffer({ requests, freedPlace: { time: '08:00', placesFree: 2 }, ...change } as never);
    expect(call).toThrow(expect.objectContaining({ field, code }));
    expect(call).toThrow(GolfInputError);
  });

  it('offers to a request that fits, and to none before it that fits', () => {
    const time = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            from: fc.integer({ min: 0, max: 1400 }),
            length: fc.integer({ min: 0, max: 300 }),
            places: fc.integer({ min: 1, max: 4 }),
          }),
          { maxLength: 15 },
        ),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 4 }),
        (generated, freedAt, placesFree) => {
          const list = generated.map((request, index) => ({
            id: `r${index}`,
            window: { from: time(request.from), to: time(Math.min(request.from + request.length, 1439)) },
            places: request.places,
          }));
          const fits = (index: number) =>
            generated[index]!.from <= freedAt &&
            freedAt <= Math.min(generated[index]!.from + generated[index]!.length, 1439) &&
            generated[index]!.places <= placesFree;
          const offer = waitingListOffer({ requests: list, freedPlace: { time: time(freedAt), placesFree } });
          const first = list.findIndex((_, index) => fits(index));
          expect(offer).toEqual(first < 0 ? null : { requestId: `r${first}`, position: first + 1 });
        },
      ),
    );
  });
});
