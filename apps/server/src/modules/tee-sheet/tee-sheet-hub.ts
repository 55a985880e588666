import type { ChangeFeed } from '../../db/change-feed.js';

/** A stream's keep-alive, so that proxies and phones keep an idle connection open. */
const keepAliveMs = 15_000;

/** Tables whose change can move any day's slots: the templates and the blocks. */
const sheetTables = new Set(['table:tee_sheet_templates', 'table:tee_sheet_blocks']);

/**
 * The streams of this process's clients following a course's day on the sheet: each is sent a `change` event when a
 * booking of that day is made, changed, moved, cancelled or checked in, by this process or any other
 * (`tee_sheet:<club>:<day>` on the change channel, sent in the booking's transaction), or when the templates or
 * blocks change; its client then reads the day again. A client that comes back with `Last-Event-ID` may have missed
 * a change while away, and is sent one at once; so is every client when the channel is heard again after a loss.
 */
export class TeeSheetHub {
  private readonly audiences = new Map<string, Set<(event: string) => void>>();
  private eventNumber = 0;

  constructor(changes: ChangeFeed) {
    changes.subscribe({
      heard: (payload) => {
        if (sheetTables.has(payload)) return this.tellAll();
        if (!payload.startsWith('tee_sheet:')) return;
        const [, golfCourseId, date] = payload.split(':');
        this.tell(`${golfCourseId}:${date}`, date!);
      },
      lost: () => undefined,
      restored: () => this.tellAll(),
    });
  }

  /** Follows a day: the client's `write` is handed each event until the returned function is called. */
  listen(golfCourseId: number, date: string, write: (event: string) => void, lastEventId?: string): () => void {
    const key = `${golfCourseId}:${date}`;
    const audience = this.audiences.get(key) ?? new Set();
    this.audiences.set(key, audience);
    audience.add(write);
    write('retry: 2000\n\n');
    if (lastEventId !== undefined) write(this.event(date));
    const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
    return () => {
      clearInterval(keepAlive);
      audience.delete(write);
      if (audience.size === 0) this.audiences.delete(key);
    };
  }

  private event(date: string): string {
    this.eventNumber += 1;
    return `id: ${this.eventNumber}\nevent: change\ndata: ${JSON.stringify({ date })}\n\n`;
  }

  private tell(key: string, date: string) {
    const audience = this.audiences.get(key);
    if (!audience) return;
    const event = this.event(date);
    for (const write of audience) write(event);
  }

  private tellAll() {
    for (const key of this.audiences.keys()) this.tell(key, key.slice(key.indexOf(':') + 1));
  }
}
