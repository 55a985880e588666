import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoClub } from '../test/fakeApi';
import { fakeApiWithStreams } from '../test/fakeStream';
import { waitFor } from '@testing-library/react';
import { EventStreamParser, followEventStream, type StreamEvent } from './eventStream';
import { chooseGolfCourse, startSession } from './session';

describe('reading an event stream', () => {
  it('gives each event at its blank line, with its type, joined data and id', () => {
    const parser = new EventStreamParser();
    expect(parser.push('event: snapshot\nid: 4\ndata: {"a":\ndata: 1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'snapshot', data: '{"a":\n1}', id: '4' }]);
    expect(parser.lastEventId).toBe('4');
  });

  it('reads lines cut anywhere, CRLF and CR endings, comments, and keeps the id for later events', () => {
    const parser = new EventStreamParser();
    const events: StreamEvent[] = [];
    for (const piece of [': keep-alive\r', '\nid: 9\r\ndata: one\r', '\n\r', '\ndata:two\r\rretry: 5000\n']) {
      events.push(...parser.push(piece));
    }
    expect(events).toEqual([
      { event: 'message', data: 'one', id: '9' },
      { event: 'message', data: 'two', id: '9' },
    ]);
    expect(parser.retry).toBe(5000);
  });

  it('dispatches nothing for a block without data', () => {
    expect(new EventStreamParser().push('event: rows\nid: 3\n\n')).toEqual([]);
  });
});

describe('following an event stream of the API', () => {
  beforeEach(() => {
    localStorage.clear();
    startSession('secret-token');
    chooseGolfCourse(demoClub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token and the club in headers, never in the address, and resumes from the last id after a drop', async () => {
    const server = fakeApiWithStreams(() => undefined);
    const abort = new AbortController();
    const events: StreamEvent[] = [];
    const states: string[] = [];
    void followEventStream('/api/tournaments/3/leaderboard/stream/', {
      signal: abort.signal,
      onEvent: (event) => events.push(event),
      onState: (state) => states.push(state),
      firstWait: 5,
    });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    const first = server.streams[0]!.request;
    expect(first.headers.get('Authorization')).toBe('Token secret-token');
    expect(first.headers.get('X-Golf-Course')).toBe(String(demoClub.id));
    expect(first.headers.get('Last-Event-ID')).toBeNull();
    expect(first.search.toString()).toBe('');
    server.send('event: snapshot\nid: 12\ndata: {}\n\n');
    await waitFor(() => expect(events).toHaveLength(1));
    server.end();
    await waitFor(() => expect(server.streams).toHaveLength(2));
    expect(server.streams[1]!.request.headers.get('Last-Event-ID')).toBe('12');
    expect(states).toEqual(['open', 'reconnecting', 'open']);
    abort.abort();
  });

  it('stops when the server refuses the stream', async () => {
    fakeApiWithStreams(() => ({ status: 404, body: { detail: 'Not found.' } }));
    const refused = vi.fn();
    await followEventStream('/api/tournaments/99/leaderboard/stream/', {
      signal: new AbortController().signal,
      onEvent: () => undefined,
      onRefused: refused,
    });
    expect(refused).toHaveBeenCalledOnce();
    expect(refused.mock.calls[0]![0].status).toBe(404);
  });
});
