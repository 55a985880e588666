import { setTimeout } from 'node:timers/promises';
import { createSeededRandom } from '@fairway/golf';

/**
 * When each of `count` members taps in "the same second" (issues 51 and 52): at an instant drawn at random in that
 * second (a seeded draw, the same each run), as members on their own phones do; or, with `burst`, all at its first
 * instant, a harsher load than the issues ask for, measured beside it. Resolves each member's `tap` at their instant
 * and answers what they answered, in members' order.
 */
export async function membersTap<Answer>(
  count: number,
  burst: boolean,
  tap: (index: number) => Promise<Answer>,
): Promise<Answer[]> {
  const random = createSeededRandom(20_261_130);
  const started = performance.now();
  const offsets = Array.from({ length: count }, () => (burst ? 0 : random() * 1_000));
  return Promise.all(
    offsets.map(async (offset, index) => {
      await setTimeout(Math.max(0, started + offset - performance.now()));
      return tap(index);
    }),
  );
}

/** `--burst` on the command line: every member at the second's first instant. */
export const burstAsked = process.argv.includes('--burst');
