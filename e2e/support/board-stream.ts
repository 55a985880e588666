import { setTimeout as sleep } from 'node:timers/promises';

/** A board row as the stream sends it (the fields the tests read). */
export type StreamedRow = { member_id: number; order: number; holes: (number | null)[]; thru: number };

/** What a board's stream client has heard: the rows merged from its events, and each event's version and time. */
export type BoardStream = {
  rows: Map<number, StreamedRow>;
  lastEventId: () => string | null;
  events: { event: string; version: number; at: number; rows: StreamedRow[] }[];
  reconnects: () => number;
  /** Drops the connection, as a phone losing its signal would: it reconnects, with `Last-Event-ID`. */
  drop: () => void;
  /** Resolves once `ready` holds of what has been heard, or rejects after `timeoutMs`. */
  until: (ready: () => boolean, timeoutMs: number) => Promise<void>;
  close: () => void;
};

/**
 * Follows a board's server-sent events the way the web app does: with fetch, reconnecting after a lost connection
 * with `Last-Event-ID` once the server's `retry:` has passed, a snapshot replacing every row and a change merged by
 * golfer.
 */
export function followBoard(url: string, headers: Record<string, string> = {}): BoardStream {
  const rows = new Map<number, StreamedRow>();
  const events: BoardStream['events'] = [];
  let lastEventId: string | null = null;
  let reconnects = 0;
  /** The server's `retry:`, once heard. */
  let retryMs = 200;
  let closed = false;
  let controller = new AbortController();
  const run = async () => {
    while (!closed) {
      try {
        const response = await fetch(url, {
          headers: { ...headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        let buffer = '';
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value: chunk, done } = await reader.read();
          if (done) break;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .find((line) => line.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            retryMs = Number(field('retry') ?? retryMs);
            const event = field('event');
            const data = field('data');
            if (!event || data === undefined) continue;
            const change = JSON.parse(data) as { version: number; rows: StreamedRow[] };
            if (event === 'snapshot') rows.clear();
            for (const row of change.rows) rows.set(row.member_id, row);
            lastEventId = field('id') ?? lastEventId;
            events.push({ event, version: change.version, at: Date.now(), rows: change.rows });
          }
        }
      } catch {
        // A lost connection (the server killed, say): reconnect below.
      }
      if (closed) break;
      reconnects += 1;
      controller = new AbortController();
      await sleep(retryMs);
    }
  };
  void run();
  return {
    rows,
    lastEventId: () => lastEventId,
    events,
    reconnects: () => reconnects,
    drop: () => controller.abort(),
    until: async (ready, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (!ready()) {
        if (Date.now() > deadline) throw new Error(`The stream did not get there in ${timeoutMs} ms`);
        await sleep(10);
      }
    },
    close: () => {
      closed = true;
      controller.abort();
    },
  };
}
