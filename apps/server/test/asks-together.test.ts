import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { asksTogether } from '../src/core/asks-together.js';
import { Turns } from '../src/core/turns.js';

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

  it('answers no more keys at once than the turns, and a key that waited for its turn takes every ask it gathered', async () => {
    let atOnce = 0;
    let most = 0;
    const batches: string[] = [];
    const ask = asksTogether<string, number, number>(
      async (key, asks) => {
        atOnce += 1;
        most = Math.max(most, atOnce);
        batches.push(`${key}:${asks.join(',')}`);
        await sleep(10);
        atOnce -= 1;
        return asks.map((one) => ({ answer: one }));
      },
      200,
      new Turns(2),
    );
    const first = ['a', 'b', 'c', 'd'].map((key, index) => ask(key, index));
    await sleep(2);
    const later = ['c', 'd', 'c'].map((key, index) => ask(key, 10 + index));
    expect(await Promise.all([...first, ...later])).toEqual([0, 1, 2, 3, 10, 11, 12]);
    expect(most).toBe(2);
    // a and b have the turns; c and d wait for them, their asks gathering.
    expect(batches).toEqual(['a:0', 'b:1', 'c:2,10,12', 'd:3,11']);
  });

  it('gives a turn back when a batch throws', async () => {
    const turns = new Turns(1);
    const ask = asksTogether<string, number, number>(
      async (key, asks) => {
        if (key === 'gone') throw new Error('database gone');
        return asks.map((one) => ({ answer: one }));
      },
      200,
      turns,
    );
    await expect(ask('gone', 1)).rejects.toThrow('database gone');
    await expect(ask('here', 2)).resolves.toBe(2);
  });
});
