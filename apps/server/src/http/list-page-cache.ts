import type { NotificationListener } from '../db/client.js';

/**
 * List pages as answered, kept in this process so that asking for the same page again costs no database round trip
 * (a club's phones polling the same list, the screens every role opens). Correct at once across server processes:
 * every table's trigger announces a committed change to it (`table:<name>`, migration 0002) and everything kept is
 * forgotten. While that announcement channel is not heard, nothing is kept; `maxAgeMs` bounds how long anything is
 * kept even so.
 */
export class ListPageCache {
  private readonly pages = new Map<string, { page: unknown; keptAt: number }>();
  private listening = false;
  /** Bumped by every change heard, so that a page read before a change is not kept after it. */
  private generation = 0;

  constructor(private readonly options: { maxAgeMs: number; maxPages: number }) {}

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
    const kept = this.pages.get(key);
    if (kept && now - kept.keptAt < this.options.maxAgeMs) {
      // Least recently used order: a hit moves to the end.
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept.page as Page;
    }
    const generation = this.generation;
    const page = await read();
    if (this.listening && generation === this.generation) {
      this.pages.set(key, { page, keptAt: now });
      while (this.pages.size > this.options.maxPages) this.pages.delete(this.pages.keys().next().value!);
    }
    return page;
  }

  private forgetAll(listening: boolean) {
    this.generation += 1;
    this.listening = listening;
    this.pages.clear();
  }
}
