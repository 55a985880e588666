import type { NotificationListener } from '../db/client.js';
import type { CountMemory } from '../db/list-query.js';
import { KeptValues } from './kept-values.js';

/**
 * What a kept value holds in memory, counted as text at two bytes a character (V8 keeps a string at one or two bytes
 * a character), its key included: a page kept serialised is its own text; anything else (a count, where pages start,
 * a page kept as its rows, a set of hole numbers) is counted by its JSON, an estimate for a value kept as objects.
 */
function bytesOf(key: string, value: unknown) {
  const text =
    typeof value === 'string'
      ? value
      : (JSON.stringify(value, (_, part) => (part instanceof Set ? [...part] : part)) ?? '');
  return (key.length + text.length) * 2;
}

/**
 * List pages as answered, kept in this process so that asking for the same page again costs no database round trip
 * (a club's phones polling the same list, the screens every role opens). Correct at once across server processes:
 * every table's trigger announces a committed change to it (`table:<name>`, migration 0002) and everything kept is
 * forgotten. While that announcement channel is not heard, nothing is kept; `maxAgeMs` bounds how long anything is
 * kept even so.
 */
export class ListPageCache implements CountMemory {
  private readonly pages: KeptValues<{ value: unknown; keptAt: number }>;
  /**
   * Lists' counts, by their count statement: every page of a list, and every address of it, reads the same count, so
   * that a page costs its own rows, not a count of the whole list (decision 0058); and where pages of a list start,
   * their sort keys (decision 0081). Kept and forgotten as pages are.
   */
  private readonly counts: KeptValues<{ value: unknown; keptAt: number }>;
  /** Counts being read: requests for the same count meanwhile wait for that one read instead of starting theirs. */
  private readonly countsRead = new Map<string, { generation: number; count: Promise<unknown> }>();
  private listening = false;
  /** Bumped by every change heard, so that a page read before a change is not kept after it. */
  private generation = 0;

  constructor(private readonly options: { maxAgeMs: number; maxPages: number; maxBytes: number }) {
    const bounds = { maxEntries: options.maxPages, maxBytes: options.maxBytes };
    this.pages = new KeptValues(bounds);
    this.counts = new KeptValues(bounds);
  }

  readonly listener: NotificationListener = {
    heard: (payload) => {
      if (payload.startsWith('table:')) this.forgetAll(this.listening);
    },
    lost: () => this.forgetAll(false),
    restored: () => this.forgetAll(true),
  };

  /**
   * The page kept under `key`, or the one `read` gives (kept when no change was heard while reading). The key must
   * name everything the page depends on: the club, the path and the query.
   */
  async pageOf<Page>(key: string, read: () => Promise<Page>, now = Date.now()): Promise<Page> {
    // Least recently used order: a hit moves to the end.
    const kept = this.pages.get(key);
    if (kept && now - kept.keptAt < this.options.maxAgeMs) return kept.value as Page;
    const generation = this.generation;
    const page = await read();
    if (this.listening && generation === this.generation) {
      this.pages.keep(key, { value: page, keptAt: now }, bytesOf(key, page));
    }
    return page;
  }

  /**
   * The count kept under `key` (its statement and parameters), or the one `read` gives, kept like a page: only while
   * changes are heard, none heard while reading, at most `maxAgeMs`.
   */
  async countOf(key: string, read: () => Promise<number>, now = Date.now()): Promise<number> {
    return this.keptOf(key, read, now);
  }

  /** As `countOf`, for any value read once per change of the data (where a page of a list starts). */
  async keptOf<T>(key: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
    const kept = this.counts.get(key);
    if (kept && now - kept.keptAt < this.options.maxAgeMs) return kept.value as T;
    const reading = this.countsRead.get(key);
    if (reading && reading.generation === this.generation) return reading.count as Promise<T>;
    const generation = this.generation;
    const count = read();
    this.countsRead.set(key, { generation, count });
    try {
      const counted = await count;
      if (this.listening && generation === this.generation) {
        this.counts.keep(key, { value: counted, keptAt: now }, bytesOf(key, counted));
      }
      return counted;
    } finally {
      if (this.countsRead.get(key)?.count === count) this.countsRead.delete(key);
    }
  }

  /** The value kept under `key`, without reading it. */
  keptNow<T>(key: string, now = Date.now()): T | undefined {
    const kept = this.counts.get(key);
    return kept && now - kept.keptAt < this.options.maxAgeMs ? (kept.value as T) : undefined;
  }

  /** How many pages and counts are kept, and their bytes. */
  get size() {
    return { pages: this.pages.size, counts: this.counts.size };
  }

  private forgetAll(listening: boolean) {
    this.generation += 1;
    this.listening = listening;
    this.pages.clear();
    this.counts.clear();
  }
}
