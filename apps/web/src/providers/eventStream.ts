import { HttpError, httpStream } from './httpClient';

/** One server-sent event: its type (`message` when the server names none), its data and its id. */
export interface StreamEvent {
  event: string;
  data: string;
  id: string;
}

/**
 * Reads a `text/event-stream` as the HTML standard's "event stream interpretation" does: lines end at CRLF, LF or
 * CR; a blank line dispatches the event gathered so far (none without data); `:` starts a comment (the server's
 * keep-alive); `data` lines join with LF; `id` is kept for the next events and for a reconnection.
 */
export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  /** The last event id seen, sent back as `Last-Event-ID` on a reconnection. */
  lastEventId = '';
  /** The server's `retry:` in milliseconds, if it sent one. */
  retry: number | undefined;

  /** Takes the next piece of text, as it arrived, and gives the events it completed. */
  push(chunk: string): StreamEvent[] {
    this.buffer += chunk;
    const events: StreamEvent[] = [];
    for (;;) {
      const end = /\r\n|\r|\n/.exec(this.buffer);
      // A CR at the very end may be the first half of a CRLF still in flight.
      if (!end || (end[0] === '\r' && end.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, end.index);
      this.buffer = this.buffer.slice(end.index + end[0].length);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): StreamEvent | undefined {
    if (line === '') {
      const event =
        this.data.length > 0
          ? { event: this.event || 'message', data: this.data.join('\n'), id: this.lastEventId }
          : undefined;
      this.event = '';
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    return undefined;
  }
}

export interface EventStreamOptions {
  onEvent: (event: StreamEvent) => void;
  /** Called each time the stream is open (first and after each reconnection) and each time it drops. */
  onState?: (state: 'open' | 'reconnecting') => void;
  /** Called once when the server refuses the stream (a 4xx): it is not tried again. */
  onRefused?: (error: HttpError) => void;
  signal: AbortSignal;
  /** Waits between reconnections, in milliseconds: doubled from `firstWait` up to `longestWait`. */
  firstWait?: number;
  longestWait?: number;
}

const sleep = (milliseconds: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, milliseconds);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows a server-sent event stream of the API through `fetch` (so that the token and the club travel in headers,
 * never in the address, which EventSource cannot do: decision 0062) until `signal` aborts: it reconnects after a
 * drop or a server fault, waiting longer each time, and sends the last event id as `Last-Event-ID` to resume.
 */
export async function followEventStream(url: string, options: EventStreamOptions): Promise<void> {
  const { signal, onEvent, onState, onRefused, firstWait = 1000, longestWait = 30_000 } = options;
  const parser = new EventStreamParser();
  let wait = firstWait;
  while (!signal.aborted) {
    try {
      const headers: Record<string, string> = parser.lastEventId ? { 'Last-Event-ID': parser.lastEventId } : {};
      const response = await httpStream(url, { signal, headers });
      onState?.('open');
      wait = firstWait;
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
        onRefused?.(error);
        return;
      }
    }
    if (signal.aborted) return;
    onState?.('reconnecting');
    await sleep(parser.retry ?? wait, signal);
    wait = Math.min(wait * 2, longestWait);
  }
}
