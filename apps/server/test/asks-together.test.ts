import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { asksTogether } from '../src/core/asks-together.js';

describe('asks answered together', () => {
  it('answers the first ask alone and gathers those that arrive meanwhile, in their order', async () => {
    const batches: string[][] = [];
    const ask = asksTogether<string, string, string>(async (_key, asks) => {
      batches.push([...asks]);
      await sleep(20);
      return asks.map((one) => ({ answer: `${one}!` }));
    });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((one) => ask('sheet', one)));
    expect(answers).toEqual(['a!', 'b!', 'c!', 'd!']);
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('keeps keys apart, fails only the asks answered with an error, and the whole batch when it throws', async () => {
    const ask = asksTogether<number, number, number>(async (key, asks) => {
      await sleep(5);
      if (key === 2) throw new Error('database gone');
      return asks.map((one) => (one < 0 ? { error: new Error(`refused ${one}`) } : { answer: one * 10 }));
    });
    const settled = await Promise.allSettled([ask(1, 1), ask(1, -2), ask(1, 3), ask(2, 4)]);
    expect(settled.map((one) => (one.status === 'fulfilled' ? one.value : (one.reason as Error).message))).toEqual([
      10,
      'refused -2',
      30,
      'database gone',
    ]);
  });

  it('holds a batch to its largest size and answers the rest in the next', async () => {
    const sizes: number[] = [];
    const ask = asksTogether<string, number, number>(async (_key, asks) => {
      sizes.push(asks.length);
      await sleep(5);
      return asks.map((one) => ({ answer: one }));
    }, 3);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => ask('day', index)));
    expect(answers).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(sizes).toEqual([1, 3, 3, 1]);
  });
});
