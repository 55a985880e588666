import type { BallotEntryOutcome } from '@fairway/golf';

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const teeWords = (tee: number) => (tee === 10 ? 'the 10th tee' : 'the 1st tee');

/**
 * Why a group got its time in a ballot, or none, as the committee and the group read it: where it was drawn, its
 * weight and the losses behind it, and the tee time it took or why there was none (`ballotDraw`'s outcome).
 */
export function ballotExplanation(
  outcome: BallotEntryOutcome,
  entry: { places: number; from: string; to: string },
  draw: { entries: number; lossesWithinDays: number },
): string {
  const losses = outcome.weight - 1;
  const weight = Number(outcome.weight.toFixed(2));
  const lossWords =
    losses === 0
      ? `its members lost no ballot in the ${draw.lossesWithinDays} days before`
      : `its members lost ${Number(losses.toFixed(2))} ${losses === 1 ? 'ballot' : 'ballots'} each on average in the ${draw.lossesWithinDays} days before`;
  const drawn = `Drawn ${ordinal(outcome.drawOrder)} of ${draw.entries}, weight ${weight} (${lossWords})`;
  const places = plural(entry.places, 'place', 'places');
  if (outcome.slot)
    return `${drawn}: ${outcome.slot.time} on ${teeWords(outcome.slot.tee)}, the earliest time of its window (${entry.from} to ${entry.to}) with ${places} still free.`;
  if (outcome.outcome === 'no_slot_in_window')
    return `${drawn}: no tee time of its window (${entry.from} to ${entry.to}) had ${places} free. On the waiting list for its window.`;
  const taken = outcome.slotsItCouldTake.map((slot) => slot.time).join(', ');
  return `${drawn}: the tee times of its window with ${places} free (${taken}) were taken by groups drawn before it. On the waiting list for its window.`;
}
