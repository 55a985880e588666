import { vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from './fakeApi';

/**
 * Stubs `fetch` like `fakeApi`, and answers a request that asks for `text/event-stream` with a stream the test writes
 * to (`send`) and ends (`end`), as the API's live boards do.
 */
export function fakeApiWithStreams(answer: (request: FakeRequest) => FakeAnswer | undefined) {
  const requests: FakeRequest[] = [];
  const streams: { request: FakeRequest; controller: ReadableStreamDefaultController<Uint8Array> }[] = [];
  const encoder = new TextEncoder();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, window.location.origin);
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      };
      requests.push(request);
      if (request.headers.get('Accept') === 'text/event-stream') {
        const refused = answer(request);
        if (refused) return new Response(JSON.stringify(refused.body ?? {}), { status: refused.status });
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => void streams.push({ request, controller }),
        });
        init.signal?.addEventListener('abort', () => body.cancel().catch(() => undefined));
        return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
      }
      const response = answer(request) ?? { status: 404, body: { detail: 'Not found.' } };
      return new Response(JSON.stringify(response.body ?? {}), { status: response.status });
    }),
  );
  return {
    requests,
    streams,
    /** Writes to the last stream opened. */
    send(text: string) {
      streams.at(-1)?.controller.enqueue(encoder.encode(text));
    },
    /** Ends the last stream opened, as a dropped connection. */
    end() {
      streams.at(-1)?.controller.close();
    },
  };
}

/** A server-sent event as the API writes it. */
export const sse = (event: string, id: number, data: unknown) =>
  `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
