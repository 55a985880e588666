import { minutesOfDay, windowMinutes, type TimeWindow } from './club-clock.js';
import { GolfInputError } from './golf-input-error.js';
import { assertWholeNumberBetween } from './validation.js';

/** A member's request on the waiting list: the window of times they would take (both ends in) and the places needed. */
export type WaitingListRequest = { id: string; window: TimeWindow; places: number };

/** Input of `waitingListOffer`. */
export type WaitingListOfferInput = {
  /** The day's requests still waiting, first come first. */
  requests: readonly WaitingListRequest[];
  /** The place freed: its slot's time and the places now free there. */
  freedPlace: { time: string; placesFree: number };
};

/** The request the freed place is offered to, and its position on the list (1 for the first). */
export type WaitingListOffer = { requestId: string; position: number };

/**
 * Who a freed place goes to (issue 51, "Waiting list"): the first request, in the order they were made, whose window
 * holds the slot's time and whose places fit those free; `null` when none does. The server holds the offer for its
 * set time and, declined or lapsed, asks again without that request.
 *
 * @throws GolfInputError for a request twice, places outside 1-4, or a window or time not written HH:MM
 */
export function waitingListOffer(input: WaitingListOfferInput): WaitingListOffer | null {
  const { requests, freedPlace } = input;
  const time = minutesOfDay(freedPlace.time, 'freedPlace.time');
  assertWholeNumberBetween(freedPlace.placesFree, 'freedPlace.placesFree', 1, 4);
  const ids = new Set<string>();
  const windows = requests.map((request, index) => {
    if (ids.has(request.id))
      throw new GolfInputError(`requests[${index}].id`, 'invalid_option', `request ${request.id} is given twice`);
    ids.add(request.id);
    assertWholeNumberBetween(request.places, `requests[${index}].places`, 1, 4);
    return windowMinutes(request.window, `requests[${index}].window`);
  });
  const position = requests.findIndex(
    (request, index) =>
      windows[index]!.from <= time && time <= windows[index]!.to && request.places <= freedPlace.placesFree,
  );
  return position < 0 ? null : { requestId: requests[position]!.id, position: position + 1 };
}
