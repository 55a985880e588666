import { GolfInputError } from './golf-input-error.js';

/** A Fisher-Yates shuffle of `items` from a random source in [0, 1); the input is left as it was. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const value = random();
    if (!(value >= 0 && value < 1))
      throw new GolfInputError('random', 'random_out_of_range', `expected [0, 1), got ${value}`);
    const other = Math.floor(value * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}
