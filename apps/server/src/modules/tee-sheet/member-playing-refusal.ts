import { ConflictError } from '../../core/domain-errors.js';

/** The refusal of a member already playing at a time: 409 naming them. */
export function memberPlayingRefusal(name: string, teeTime: { date: string; time: string }): ConflictError {
  return new ConflictError(`${name} already plays at ${teeTime.time} on ${teeTime.date}.`);
}
