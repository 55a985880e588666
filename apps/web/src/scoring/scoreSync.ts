import type { ScoreEntry } from '@fairway/contract';
import type { StoredScore } from './scoreCard';
import { ApiError, SignedOutError } from './scoringApi';
import { strokeLimits, type ScoringAnswer } from './scoringContract';
import {
  isQueuedMeasurement,
  isQueuedScore,
  type QueuedEntry,
  type QueuedMeasurement,
  type QueuedScore,
  type ScoreQueueStore,
} from './scoreQueueStore';

export type SaveScoreAnswer = ScoringAnswer<'saveScore'>;

/** Sends a list of entries with `save_score`; throws `ApiError` for a refused call and fetch's error offline. */
export type SendScores = (entries: ScoreEntry[]) => Promise<SaveScoreAnswer>;

/** Sends one measurement to its kind's `save_*_distance`; throws as `SendScores` does. Answers the stored one. */
export type SendMeasurement = (entry: QueuedMeasurement) => Promise<unknown>;

/** A measurement as the page at the hole queues it: the queue adds its key, its time and its state. */
export type MeasurementToQueue = Omit<QueuedMeasurement, 'kind' | 'client_key' | 'queued_at' | 'state' | 'detail'>;

/** One hole of one player in a round. */
export interface ScoreSlot {
  player_round_id: number;
  member_id: number;
  hole_number: number;
  group_id: number;
}

export interface SyncState {
  /** Every entry the server has not accepted: waiting, in conflict or refused; scores and measurements. */
  queued: readonly QueuedEntry[];
  sending: boolean;
  /** Why the last attempt did not get through (no signal, a server error), or null. */
  problem: string | null;
  /** The server no longer knows the session: nothing is sent until the scorer signs in again. */
  signedOut: boolean;
}

export interface ScoreSync {
  state(): SyncState;
  subscribe(listener: () => void): () => void;
  /** Reads what the store kept from an earlier visit. */
  load(): Promise<void>;
  /**
   * Queues a score, replacing the slot's entry not yet sent, and starts sending. `reason` goes with an organiser's
   * correction of a signed card or a completed round; `driveMemberId` with a scramble team's hole (the drive used).
   */
  record(
    slot: ScoreSlot,
    strokes: number | null,
    baseVersion: number,
    reason?: string,
    driveMemberId?: number | null,
  ): Promise<void>;
  /**
   * Queues a side contest's measurement, replacing the same player's in the same contest not yet sent (a correction
   * made before the first was sent), and starts sending.
   */
  recordMeasurement(measurement: MeasurementToQueue): Promise<void>;
  /** Sends what waits, in calls of up to 200 entries; a call already under way is waited for and followed by another. */
  flush(): Promise<void>;
  /** A conflict settled for the phone's value: sent again on the stored version. */
  keepMine(clientKey: string): Promise<void>;
  /** A conflict settled for the stored value, or a refusal read: the entry goes. */
  drop(clientKey: string): Promise<void>;
}

export interface ScoreSyncOptions {
  store: ScoreQueueStore;
  send: SendScores;
  /** Sends a measurement; without it, measurements wait (the scoring page of a group queues none). */
  sendMeasurement?: SendMeasurement;
  /** Hears every measurement the server has accepted, with its answer. */
  onMeasured?: (entry: QueuedMeasurement, answer: unknown) => void;
  /** Hears every score the server now holds: the phone's accepted ones and a conflict's current one. */
  onStored?: (score: StoredScore) => void;
  newKey?: () => string;
  now?: () => number;
}

const sameSlot = (entry: QueuedScore, slot: Omit<ScoreSlot, 'group_id'>) =>
  entry.player_round_id === slot.player_round_id &&
  entry.member_id === slot.member_id &&
  entry.hole_number === slot.hole_number;

const slotKey = (slot: Omit<ScoreSlot, 'group_id'>) => `${slot.player_round_id}:${slot.member_id}:${slot.hole_number}`;

/** Statuses worth trying again later: the server or a proxy is busy or away, not refusing the entries. */
const passing = (status: number) => status >= 500 || status === 408 || status === 429;

function toEntry(queued: QueuedScore): ScoreEntry {
  return {
    player_round_id: queued.player_round_id,
    member_id: queued.member_id,
    hole_number: queued.hole_number,
    strokes: queued.strokes,
    ...(queued.drive_member_id !== undefined ? { drive_member_id: queued.drive_member_id } : {}),
    client_key: queued.client_key,
    base_version: queued.base_version,
    ...(queued.reason ? { reason: queued.reason } : {}),
  };
}

/**
 * The offline queue of a scorer's phone. Every score goes to the store first and is sent from there, so a phone that
 * loses its signal, or is closed, sends it later. One entry per slot: a hole changed again before it was sent
 * replaces the entry (its key is new, its base version the one the phone saw). A resend of the same entry keeps its
 * key, so the server writes it once.
 */
export function createScoreSync(options: ScoreSyncOptions): ScoreSync {
  const { store, send, sendMeasurement, onMeasured, onStored } = options;
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let state: SyncState = { queued: [], sending: false, problem: null, signedOut: false };
  let lastStamp = 0;
  let running: Promise<void> | null = null;
  let again = false;
  /** The version each slot's score has after this phone's own last accepted save: a later tap builds on it. */
  const savedVersions = new Map<string, number>();
  /**
   * The queue's changes one after another: a tap changes the queue only once the answer to the tap before is
   * applied, so neither undoes the other across the store's awaits.
   */
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const done = turn.then(work);
    turn = done.catch(() => undefined);
    return done;
  };

  const publish = (change: Partial<SyncState>) => {
    state = { ...state, ...change };
    listeners.forEach((listener) => listener());
  };
  /** Taps shown but not in the store yet, by slot: what the page shows until the store has them. */
  const unwritten = new Map<string, QueuedScore>();
  const withUnwritten = (queued: readonly QueuedEntry[]): readonly QueuedEntry[] =>
    unwritten.size === 0
      ? queued
      : [
          ...queued.filter((entry) => !isQueuedScore(entry) || !unwritten.has(slotKey(entry))),
          ...unwritten.values(),
        ].sort((first, second) => first.queued_at - second.queued_at);
  const reload = async (change: Partial<SyncState> = {}) =>
    publish({ ...change, queued: withUnwritten(await store.queued()) });
  const stamp = () => (lastStamp = Math.max(now(), lastStamp + 1));

  async function applyResults(sent: QueuedScore[], answer: SaveScoreAnswer) {
    for (const result of answer.results) {
      if ((result.outcome === 'saved' || result.outcome === 'repeated') && result.score) {
        const key = slotKey(result.score);
        savedVersions.set(key, Math.max(savedVersions.get(key) ?? 0, result.score.version));
      }
    }
    await inTurn(() => applyResultsInTurn(sent, answer));
  }

  async function applyResultsInTurn(sent: QueuedScore[], answer: SaveScoreAnswer) {
    const byKey = new Map(sent.map((entry) => [entry.client_key, entry]));
    const stillQueued = (await store.queued()).filter(isQueuedScore);
    for (const result of answer.results) {
      const entry = result.client_key ? byKey.get(result.client_key) : undefined;
      if (!entry) continue;
      const replacement = stillQueued.find(
        (other) => other.client_key !== entry.client_key && other.state === 'waiting' && sameSlot(other, entry),
      );
      if (result.outcome === 'saved' || result.outcome === 'repeated') {
        await store.remove(entry.client_key);
        if (result.score) {
          onStored?.(result.score);
          // A newer value entered while this one travelled builds on the version this one made.
          if (replacement) await store.put({ ...replacement, base_version: result.score.version });
        }
      } else if (result.outcome === 'conflict') {
        if (result.score) onStored?.(result.score);
        const sameDrive =
          entry.drive_member_id === undefined || result.score?.drive_member_id === entry.drive_member_id;
        if (result.score && result.score.strokes === entry.strokes && sameDrive) {
          // Another phone stored the same value: nothing for the scorer to choose.
          await store.remove(entry.client_key);
        } else if (stillQueued.some((other) => other.client_key === entry.client_key)) {
          await store.put({ ...entry, state: 'conflict', current: result.score, detail: result.detail });
        }
      } else if (stillQueued.some((other) => other.client_key === entry.client_key)) {
        await store.put({ ...entry, state: 'refused', current: result.score, detail: result.detail });
      }
    }
  }

  /** A failed call: the session gone, a refusal of the entries, or a passing fault (kept, tried again later). */
  async function failed(
    error: unknown,
    refused: (detail: string) => Promise<void>,
    signedOutStatuses: readonly number[] = [401, 403],
  ): Promise<'stop' | 'refused'> {
    if (error instanceof SignedOutError || (error instanceof ApiError && signedOutStatuses.includes(error.status))) {
      await reload({ signedOut: true, problem: 'Sign in again to send the scores.' });
      return 'stop';
    }
    if (error instanceof ApiError && !passing(error.status)) {
      // The call itself was refused, so every entry in it was: each is shown with the reason, none sent again.
      await refused(error.message);
      await reload({ problem: null });
      return 'refused';
    }
    const problem =
      error instanceof ApiError ? error.message : 'No signal: the scores are kept on this phone and sent later.';
    await reload({ problem });
    return 'stop';
  }

  async function sendWaitingScores(): Promise<boolean> {
    for (;;) {
      const waiting = (await store.queued()).filter(isQueuedScore).filter((entry) => entry.state === 'waiting');
      if (waiting.length === 0) return true;
      const batch = waiting.slice(0, strokeLimits.entriesPerCall);
      let answer: SaveScoreAnswer;
      try {
        answer = await send(batch.map(toEntry));
      } catch (error) {
        const outcome = await failed(error, async (detail) => {
          for (const entry of batch) await store.put({ ...entry, state: 'refused', detail });
        });
        if (outcome === 'stop') return false;
        continue;
      }
      await applyResults(batch, answer);
      await reload({ problem: null, signedOut: false });
    }
  }

  /** Measurements one by one, in the order they were taken: each call is one player's. */
  async function sendWaitingMeasurements(): Promise<void> {
    if (!sendMeasurement) return;
    for (;;) {
      const [next] = (await store.queued()).filter(isQueuedMeasurement).filter((entry) => entry.state === 'waiting');
      if (!next) return;
      let answer: unknown;
      try {
        answer = await sendMeasurement(next);
      } catch (error) {
        // A 403 here is a role that does not measure (a member): refused in the server's words, not a lost session.
        const outcome = await failed(error, (detail) => store.put({ ...next, state: 'refused', detail }), [401]);
        if (outcome === 'stop') return;
        continue;
      }
      await store.remove(next.client_key);
      onMeasured?.(next, answer);
      await reload({ problem: null, signedOut: false });
    }
  }

  async function sendWaiting(): Promise<void> {
    if (await sendWaitingScores()) await sendWaitingMeasurements();
  }

  async function run(): Promise<void> {
    publish({ sending: true });
    try {
      do {
        again = false;
        await sendWaiting();
      } while (again && !state.signedOut);
    } finally {
      running = null;
      publish({ sending: false });
    }
  }

  const sync: ScoreSync = {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => reload(),
    async record(slot, strokes, baseVersion, reason, driveMemberId) {
      const entry: QueuedScore = {
        ...slot,
        client_key: newKey(),
        strokes,
        ...(driveMemberId !== undefined ? { drive_member_id: driveMemberId } : {}),
        base_version: baseVersion,
        ...(reason ? { reason } : {}),
        queued_at: stamp(),
        state: 'waiting',
      };
      // Shown at once, so that the next tap counts on from it before the store has it.
      unwritten.set(slotKey(slot), entry);
      publish({ queued: withUnwritten(state.queued) });
      await inTurn(async () => {
        const earlier = (await store.queued()).filter(isQueuedScore).filter((each) => sameSlot(each, slot));
        for (const each of earlier) await store.remove(each.client_key);
        // The page's card may not show this phone's own last save yet: its version is the base either way.
        await store.put({ ...entry, base_version: Math.max(baseVersion, savedVersions.get(slotKey(slot)) ?? 0) });
        if (unwritten.get(slotKey(slot)) === entry) unwritten.delete(slotKey(slot));
        await reload();
      });
      void sync.flush();
    },
    async recordMeasurement(measurement) {
      const earlier = (await store.queued())
        .filter(isQueuedMeasurement)
        .filter(
          (entry) =>
            entry.state === 'waiting' &&
            entry.contest_id === measurement.contest_id &&
            entry.member_id === measurement.member_id,
        );
      for (const entry of earlier) await store.remove(entry.client_key);
      await store.put({
        ...measurement,
        kind: 'measurement',
        client_key: newKey(),
        queued_at: stamp(),
        state: 'waiting',
      });
      await reload();
      void sync.flush();
    },
    flush() {
      if (running) {
        again = true;
        return running;
      }
      running = run();
      return running;
    },
    async keepMine(clientKey) {
      const kept = await inTurn(async () => {
        const entry = (await store.queued()).filter(isQueuedScore).find((each) => each.client_key === clientKey);
        if (!entry) return false;
        await store.remove(clientKey);
        await store.put({
          ...entry,
          client_key: newKey(),
          base_version: entry.current?.version ?? entry.base_version,
          queued_at: stamp(),
          state: 'waiting',
          current: undefined,
          detail: undefined,
        });
        await reload();
        return true;
      });
      if (kept) void sync.flush();
    },
    drop: (clientKey) =>
      inTurn(async () => {
        await store.remove(clientKey);
        await reload();
      }),
  };
  return sync;
}
