import type { ScoreEntry } from '@fairway/contract';
import type { StoredScore } from './scoreCard';
import { describe, expect, it } from 'vitest';
import { ApiError } from './scoringApi';
import { isQueuedScore, memoryScoreQueueStore } from './scoreQueueStore';
import { createScoreSync, type SaveScoreAnswer, type ScoreSlot, type SendScores } from './scoreSync';

const slot = (member_id: number, hole_number: number): ScoreSlot => ({
  player_round_id: 1,
  member_id,
  hole_number,
  group_id: 3,
});

const stored = (entry: ScoreEntry, version: number, by = 'Ann Baker'): StoredScore => ({
  player_round_id: entry.player_round_id,
  member_id: entry.member_id,
  hole_number: entry.hole_number,
  strokes: entry.strokes,
  drive_member_id: null,
  version,
  entered_by_user_id: 5,
  entered_by_name: by,
  entered_at: '2026-11-28T09:41:00Z',
});

/** A server in memory that keeps each slot's score and version and the keys it has seen, as save_score does. */
function fakeServer() {
  const scores = new Map<string, StoredScore>();
  const seen = new Map<string, SaveScoreAnswer['results'][number]>();
  const calls: ScoreEntry[][] = [];
  let offline = false;
  const send: SendScores = (entries) => {
    if (offline) return Promise.reject(new TypeError('Failed to fetch'));
    calls.push(entries);
    const results = entries.map((entry) => {
      const earlier = seen.get(entry.client_key);
      if (earlier) return { ...earlier, outcome: 'repeated' as const };
      const slotKey = `${entry.member_id}:${entry.hole_number}`;
      const current = scores.get(slotKey);
      if ((current?.version ?? 0) !== entry.base_version) {
        return {
          client_key: entry.client_key,
          outcome: 'conflict' as const,
          status: 409,
          score: current ?? null,
          detail: 'The score changed since.',
          errors: null,
        };
      }
      const score = stored(entry, (current?.version ?? 0) + 1);
      scores.set(slotKey, score);
      const result = {
        client_key: entry.client_key,
        outcome: 'saved' as const,
        status: 200,
        score,
        detail: null,
        errors: null,
      };
      seen.set(entry.client_key, result);
      return result;
    });
    return Promise.resolve({ results });
  };
  return {
    send,
    scores,
    calls,
    goOffline: () => (offline = true),
    goOnline: () => (offline = false),
    /** Another phone's score on the same slot. */
    storeElsewhere: (member_id: number, hole_number: number, strokes: number) => {
      const slotKey = `${member_id}:${hole_number}`;
      const version = (scores.get(slotKey)?.version ?? 0) + 1;
      const entry = { player_round_id: 1, member_id, hole_number, strokes, client_key: 'x', base_version: 0 };
      scores.set(slotKey, stored(entry, version, 'Bob Carter'));
    },
  };
}

function keys() {
  let count = 0;
  return () => `00000000-0000-4000-8000-${String(++count).padStart(12, '0')}`;
}

describe('the scoring queue', () => {
  it('sends an entry at once when the signal is there, and keeps nothing after', async () => {
    const server = fakeServer();
    const heard: StoredScore[] = [];
    const sync = createScoreSync({
      store: memoryScoreQueueStore(),
      send: server.send,
      newKey: keys(),
      onStored: (score) => heard.push(score),
    });
    await sync.record(slot(12, 1), 4, 0);
    await sync.flush();
    expect(sync.state().queued).toEqual([]);
    expect(server.scores.get('12:1')?.strokes).toBe(4);
    expect(heard.map((score) => [score.member_id, score.strokes, score.version])).toEqual([[12, 4, 1]]);
  });

  it('keeps entries while offline and sends each once when the signal returns', async () => {
    const server = fakeServer();
    const store = memoryScoreQueueStore();
    const sync = createScoreSync({ store, send: server.send, newKey: keys() });
    server.goOffline();
    await sync.record(slot(12, 1), 5, 0);
    await sync.record(slot(13, 1), null, 0);
    await sync.flush();
    expect(sync.state().queued.map((entry) => entry.state)).toEqual(['waiting', 'waiting']);
    expect(sync.state().problem).toMatch(/No signal/);

    server.goOnline();
    await sync.flush();
    await sync.flush();
    expect(sync.state().queued).toEqual([]);
    expect(sync.state().problem).toBeNull();
    expect(server.calls.flat().map((entry) => [entry.member_id, entry.strokes])).toEqual([
      [12, 5],
      [13, null],
    ]);
  });

  it('keeps one entry per hole: a score changed before it was sent replaces the first', async () => {
    const server = fakeServer();
    const sync = createScoreSync({ store: memoryScoreQueueStore(), send: server.send, newKey: keys() });
    server.goOffline();
    await sync.record(slot(12, 2), 4, 0);
    await sync.record(slot(12, 2), 5, 0);
    expect(
      sync
        .state()
        .queued.filter(isQueuedScore)
        .map((entry) => entry.strokes),
    ).toEqual([5]);
    server.goOnline();
    await sync.flush();
    expect(server.scores.get('12:2')).toMatchObject({ strokes: 5, version: 1 });
  });

  it('writes once when an answer is lost and the same entries are sent again', async () => {
    const server = fakeServer();
    let loseAnswer = true;
    const send: SendScores = async (entries) => {
      const answer = await server.send(entries);
      if (loseAnswer) {
        loseAnswer = false;
        throw new TypeError('The network went as the answer came back');
      }
      return answer;
    };
    const sync = createScoreSync({ store: memoryScoreQueueStore(), send, newKey: keys() });
    await sync.record(slot(12, 3), 3, 0);
    await sync.flush();
    await sync.flush();
    expect(sync.state().queued).toEqual([]);
    const [first, second] = server.calls;
    expect(second?.[0]?.client_key).toBe(first?.[0]?.client_key);
    expect(server.scores.get('12:3')).toMatchObject({ strokes: 3, version: 1 });
  });

  it('bases a newer value on the version the travelling one made', async () => {
    const server = fakeServer();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send: SendScores = async (entries) => {
      await gate;
      return server.send(entries);
    };
    const sync = createScoreSync({ store: memoryScoreQueueStore(), send, newKey: keys() });
    await sync.record(slot(12, 4), 4, 0);
    await sync.record(slot(12, 4), 6, 0);
    release();
    await sync.flush();
    await sync.flush();
    expect(sync.state().queued).toEqual([]);
    expect(server.scores.get('12:4')).toMatchObject({ strokes: 6 });
  });

  it("builds a tap on the phone's own last save even when the page has not shown that save's version yet", async () => {
    const server = fakeServer();
    const sync = createScoreSync({ store: memoryScoreQueueStore(), send: server.send, newKey: keys() });
    await sync.record(slot(12, 4), 5, 0);
    await sync.flush();
    // The page still holds the card as it was before the first answer: version 0.
    await sync.record(slot(12, 4), 6, 0);
    await sync.flush();
    expect(sync.state().queued).toEqual([]);
    expect(server.calls.flat().map((entry) => entry.base_version)).toEqual([0, 1]);
    expect(server.scores.get('12:4')).toMatchObject({ strokes: 6, version: 2 });
  });

  it('shows a tap at once, before the store has it, so that the next tap counts on from it', () => {
    const sync = createScoreSync({ store: memoryScoreQueueStore(), send: fakeServer().send, newKey: keys() });
    void sync.record(slot(12, 4), 5, 0);
    void sync.record(slot(12, 4), 6, 0);
    expect(
      sync
        .state()
        .queued.filter(isQueuedScore)
        .map((entry) => entry.strokes),
    ).toEqual([6]);
  });

  it('shows a conflict with the stored value and who entered it, and sends nothing more of it', async () => {
    const server = fakeServer();
    const heard: StoredScore[] = [];
    const sync = createScoreSync({
      store: memoryScoreQueueStore(),
      send: server.send,
      newKey: keys(),
      onStored: (score) => heard.push(score),
    });
    server.storeElsewhere(12, 5, 6);
    await sync.record(slot(12, 5), 5, 0);
    await sync.flush();
    const [conflict] = sync.state().queued;
    expect(conflict).toMatchObject({
      state: 'conflict',
      strokes: 5,
      current: { strokes: 6, entered_by_name: 'Bob Carter' },
    });
    expect(heard.map((score) => score.strokes)).toEqual([6]);
    await sync.flush();
    expect(server.calls).toHaveLength(1);
  });

  it('asks nothing when another phone stored the same value', async () => {
    const server = fakeServer();
    const sync = createScoreSync({ store: memoryScoreQueueStore(), send: server.send, newKey: keys() });
    server.storeElsewhere(12, 5, 5);
    await sync.record(slot(12, 5), 5, 0);
    await sync.flush();
    expect(sync.state().queued).toEqual([]);
    expect(server.scores.get('12:5')).toMatchObject({ strokes: 5, version: 1, entered_by_name: 'Bob Carter' });
  });

  it("sends the scorer's own value again on the stored version when they keep theirs", async () => {
    const server = fakeServer();
    const sync = createScoreSync({ store: memoryScoreQueueStore(), send: server.send, newKey: keys() });
    server.storeElsewhere(12, 5, 6);
    await sync.record(slot(12, 5), 5, 0);
    await sync.flush();
    const conflictKey = sync.state().queued[0]!.client_key;
    await sync.keepMine(conflictKey);
    await sync.flush();
    expect(sync.state().queued).toEqual([]);
    expect(server.scores.get('12:5')).toMatchObject({ strokes: 5, version: 2 });
    const resent = server.calls[1]![0]!;
    expect(resent.base_version).toBe(1);
    expect(resent.client_key).not.toBe(conflictKey);
  });

  it('drops the entry when the scorer takes the stored value', async () => {
    const server = fakeServer();
    const sync = createScoreSync({ store: memoryScoreQueueStore(), send: server.send, newKey: keys() });
    server.storeElsewhere(12, 5, 6);
    await sync.record(slot(12, 5), 5, 0);
    await sync.flush();
    await sync.drop(sync.state().queued[0]!.client_key);
    expect(sync.state().queued).toEqual([]);
    expect(server.scores.get('12:5')).toMatchObject({ strokes: 6, version: 1 });
  });

  it('keeps a refused entry with its reason, and sends the others', async () => {
    const send: SendScores = (entries) =>
      Promise.resolve({
        results: entries.map((entry) =>
          entry.member_id === 12
            ? {
                client_key: entry.client_key,
                outcome: 'refused' as const,
                status: 409,
                score: null,
                detail: 'The card is signed.',
                errors: null,
              }
            : {
                client_key: entry.client_key,
                outcome: 'saved' as const,
                status: 200,
                score: stored(entry, 1),
                detail: null,
                errors: null,
              },
        ),
      });
    const sync = createScoreSync({ store: memoryScoreQueueStore(), send, newKey: keys() });
    await sync.record(slot(12, 6), 4, 0);
    await sync.record(slot(13, 6), 4, 0);
    await sync.flush();
    expect(sync.state().queued).toMatchObject([{ member_id: 12, state: 'refused', detail: 'The card is signed.' }]);
  });

  it('stops sending until the scorer signs in again when the session has ended', async () => {
    let calls = 0;
    const send: SendScores = () => {
      calls += 1;
      return Promise.reject(new ApiError(401, { detail: 'Invalid token.' }));
    };
    const sync = createScoreSync({ store: memoryScoreQueueStore(), send, newKey: keys() });
    await sync.record(slot(12, 7), 4, 0);
    await sync.flush();
    expect(sync.state()).toMatchObject({ signedOut: true });
    expect(sync.state().queued).toMatchObject([{ state: 'waiting' }]);
    expect(calls).toBeGreaterThan(0);
  });

  it('tries again later after a server error, keeping the entry waiting', async () => {
    const send: SendScores = () => Promise.reject(new ApiError(503, { detail: 'The database is busy.' }));
    const sync = createScoreSync({ store: memoryScoreQueueStore(), send, newKey: keys() });
    await sync.record(slot(12, 8), 4, 0);
    await sync.flush();
    expect(sync.state().queued).toMatchObject([{ state: 'waiting' }]);
    expect(sync.state().problem).toMatch(/503/);
  });

  it('sends a long queue in calls of at most 200 entries, oldest first', async () => {
    const server = fakeServer();
    const store = memoryScoreQueueStore();
    const sync = createScoreSync({ store, send: server.send, newKey: keys(), now: () => 1000 });
    server.goOffline();
    for (let member = 1; member <= 15; member += 1) {
      for (let hole = 1; hole <= 18; hole += 1) await sync.record(slot(member, hole), 4, 0);
    }
    server.goOnline();
    await sync.flush();
    await sync.flush();
    expect(server.calls.map((call) => call.length)).toEqual([200, 70]);
    expect(server.calls[0]![0]).toMatchObject({ member_id: 1, hole_number: 1 });
    expect(sync.state().queued).toEqual([]);
  });

  it("carries a contest's measurements in the same queue: kept offline, resent with their key, refusals shown", async () => {
    const server = fakeServer();
    const store = memoryScoreQueueStore();
    const sent: { client_key: string; entry: object }[] = [];
    const measured: string[] = [];
    let offline = true;
    const sync = createScoreSync({
      store,
      send: server.send,
      newKey: keys(),
      sendMeasurement: (entry) => {
        if (offline) return Promise.reject(new TypeError('Failed to fetch'));
        sent.push({ client_key: entry.client_key, entry: entry.entry });
        if (entry.member_id === 13) return Promise.reject(new ApiError(400, { distance: ['At most 546.8 yd.'] }));
        if (entry.member_id === 14) {
          return Promise.reject(new ApiError(403, { detail: 'You do not have permission to perform this action.' }));
        }
        return Promise.resolve({ measurement: { member_id: entry.member_id }, repeated: false });
      },
      onMeasured: (entry) => measured.push(entry.member_name),
    });
    const drive = { contest_id: 4, contest_kind: 'longest_drive' as const };
    server.goOffline();
    await sync.record(slot(12, 3), 4, 0);
    await sync.recordMeasurement({ ...drive, member_id: 12, member_name: 'Ann Baker', entry: { distance: 250 } });
    // Corrected before it was sent: the later figure replaces it.
    await sync.recordMeasurement({ ...drive, member_id: 12, member_name: 'Ann Baker', entry: { distance: 251.4 } });
    await sync.recordMeasurement({ ...drive, member_id: 13, member_name: 'Bob Carter', entry: { distance: 900 } });
    await sync.recordMeasurement({ ...drive, member_id: 14, member_name: 'Cathy Dunn', entry: { distance: 250 } });
    await sync.flush();
    expect(sync.state().queued.map((entry) => entry.kind ?? 'score')).toEqual([
      'score',
      'measurement',
      'measurement',
      'measurement',
    ]);
    expect(sync.state().problem).toMatch(/No signal/);
    const waitingKey = sync.state().queued[1]!.client_key;

    // The signal returns: the scores first, then each measurement alone, with the key it was queued with.
    server.goOnline();
    offline = false;
    await sync.flush();
    expect(server.scores.get('12:3')?.strokes).toBe(4);
    expect(sent[0]).toEqual({ client_key: waitingKey, entry: { distance: 251.4 } });
    expect(measured).toEqual(['Ann Baker']);
    // A role that does not measure is refused in the server's words; the session is not taken for lost.
    expect(sync.state().queued).toMatchObject([
      { kind: 'measurement', member_id: 13, state: 'refused', detail: 'At most 546.8 yd.' },
      {
        kind: 'measurement',
        member_id: 14,
        state: 'refused',
        detail: 'You do not have permission to perform this action.',
      },
    ]);
    expect(sync.state().signedOut).toBe(false);
    // A refused measurement is not sent again; dismissed, it goes.
    await sync.flush();
    expect(sent).toHaveLength(3);
    for (const entry of sync.state().queued) await sync.drop(entry.client_key);
    expect(sync.state().queued).toEqual([]);
  });
});
