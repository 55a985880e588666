import { describe, expect, it } from 'vitest';
import { ListPageCache } from '../src/http/list-page-cache.js';

describe('the list page cache', () => {
  const listening = () => {
    const cache = new ListPageCache({ maxAgeMs: 1_000, maxPages: 2, maxBytes: 1_000_000 });
    cache.listener.restored();
    return cache;
  };
  const read = (page: string) => async () => page;

  it('keeps a page until a table changes', async () => {
    const cache = listening();
    expect(await cache.pageOf('a', read('first'))).toBe('first');
    expect(await cache.pageOf('a', read('second'))).toBe('first');
    cache.listener.heard('user:4');
    expect(await cache.pageOf('a', read('second'))).toBe('first');
    cache.listener.heard('table:countries');
    expect(await cache.pageOf('a', read('third'))).toBe('third');
  });

  it('does not keep a page read while a change was heard', async () => {
    const cache = listening();
    const page = await cache.pageOf('a', async () => {
      cache.listener.heard('table:countries');
      return 'read before the change';
    });
    expect(page).toBe('read before the change');
    expect(await cache.pageOf('a', read('read after'))).toBe('read after');
  });

  it('keeps nothing while the changes are not heard, and nothing past its age', async () => {
    const cache = new ListPageCache({ maxAgeMs: 1_000, maxPages: 2, maxBytes: 1_000_000 });
    await cache.pageOf('a', read('first'));
    expect(await cache.pageOf('a', read('second'))).toBe('second');
    cache.listener.restored();
    await cache.pageOf('a', read('kept'), 0);
    expect(await cache.pageOf('a', read('fresh'), 999)).toBe('kept');
    expect(await cache.pageOf('a', read('fresh'), 1_000)).toBe('fresh');
    cache.listener.lost();
    expect(await cache.pageOf('a', read('while lost'))).toBe('while lost');
    expect(await cache.pageOf('a', read('still lost'))).toBe('still lost');
  });

  it('forgets the least recently used page past its size', async () => {
    const cache = listening();
    await cache.pageOf('a', read('a1'));
    await cache.pageOf('b', read('b1'));
    await cache.pageOf('a', read('a2'));
    await cache.pageOf('c', read('c1'));
    expect(await cache.pageOf('a', read('a3'))).toBe('a1');
    expect(await cache.pageOf('b', read('b2'))).toBe('b2');
  });

  it("keeps a list's count until a table changes, and reads it once for requests that ask together", async () => {
    const cache = listening();
    let reads = 0;
    const count = (value: number) => async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return value;
    };
    expect(await Promise.all([cache.countOf('k', count(7)), cache.countOf('k', count(8))])).toEqual([7, 7]);
    expect(reads).toBe(1);
    expect(await cache.countOf('k', count(9))).toBe(7);
    cache.listener.heard('table:members');
    expect(await cache.countOf('k', count(10))).toBe(10);
    const during = await cache.countOf('j', async () => {
      cache.listener.heard('table:members');
      return 1;
    });
    expect(during).toBe(1);
    expect(await cache.countOf('j', count(2))).toBe(2);
  });

  it('forgets the least recently used pages past its bytes, and keeps no page larger than them all', async () => {
    // Each page is counted at two bytes a character of its key and text: 2 * (1 + 99) = 200 bytes.
    const cache = new ListPageCache({ maxAgeMs: 1_000, maxPages: 100, maxBytes: 500 });
    cache.listener.restored();
    const page = (letter: string, version: number) => read(`${letter}${version}`.padEnd(99, '.'));
    await cache.pageOf('a', page('a', 1));
    await cache.pageOf('b', page('b', 1));
    await cache.pageOf('a', page('a', 2));
    await cache.pageOf('c', page('c', 1));
    expect(await cache.pageOf('a', page('a', 3))).toBe(`a1`.padEnd(99, '.'));
    expect(await cache.pageOf('c', page('c', 2))).toBe(`c1`.padEnd(99, '.'));
    expect(await cache.pageOf('b', page('b', 2))).toBe(`b2`.padEnd(99, '.'));
    expect(cache.size.pages).toEqual({ entries: 2, bytes: 400 });

    const large = 'x'.repeat(250);
    expect(await cache.pageOf('large', read(large))).toBe(large);
    expect(await cache.pageOf('large', read('read again'))).toBe('read again');
    expect(await cache.pageOf('c', page('c', 3))).toBe(`c1`.padEnd(99, '.'));
  });

  it("bounds the lists' counts in bytes as it does pages", async () => {
    const cache = new ListPageCache({ maxAgeMs: 1_000, maxPages: 100, maxBytes: 100 });
    cache.listener.restored();
    const statement = (name: string) => `select count(*) from ${name}`.padEnd(40, ' ');
    await cache.countOf(statement('members'), async () => 1_234);
    await cache.countOf(statement('cities'), async () => 56);
    expect(await cache.countOf(statement('members'), async () => 1_235)).toBe(1_235);
    expect(await cache.countOf(statement('cities'), async () => 57)).toBe(57);
    expect(cache.size.counts.bytes).toBeLessThanOrEqual(100);
  });
});
