import type { StoredScore } from './scoreCard';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { GroupCard } from './scoreCard';

/** Where a queued entry stands: waiting to be sent, stopped by a newer score on the server, or refused. */
export type QueuedState = 'waiting' | 'conflict' | 'refused';

/** One score entered on the phone and not yet accepted by the server, as the queue keeps it. */
export interface QueuedScore {
  /** Absent on the entries queued before the queue also held measurements. */
  kind?: 'score';
  /** Made once per entry, so that sending it again writes nothing twice. */
  client_key: string;
  player_round_id: number;
  member_id: number;
  hole_number: number;
  strokes: number | null;
  /** A scramble team's drive used on the hole; absent: not said, the stored one stands. */
  drive_member_id?: number | null;
  /** The version of this score the phone last saw: 0 for none. */
  base_version: number;
  group_id: number;
  /** An organiser's correction of a signed card or a completed round: why, kept with the change. */
  reason?: string;
  /** When it was entered (milliseconds, strictly growing on the phone): the order it is sent in. */
  queued_at: number;
  state: QueuedState;
  /** A conflict's score as the server holds it, with who entered it. */
  current?: StoredScore | null;
  /** Why the server refused it. */
  detail?: string | null;
}

/**
 * A side contest's measurement taken at the hole and not yet accepted (decision 0074): sent alone to its kind's
 * `save_*_distance`, with its key kept for every resend.
 */
export interface QueuedMeasurement {
  kind: 'measurement';
  client_key: string;
  contest_id: number;
  contest_kind: 'longest_drive' | 'nearest_to_pin' | 'nearest_to_centre';
  member_id: number;
  /** The player's name, for the phone's list of what waits. */
  member_name: string;
  /** What is sent besides the contest, the player and the key: a distance, feet and inches, a position, or none. */
  entry: {
    distance?: number;
    feet?: number;
    inches?: number;
    not_in_contention?: boolean;
    latitude?: number;
    longitude?: number;
    accuracy_metres?: number;
  };
  queued_at: number;
  state: 'waiting' | 'refused';
  detail?: string | null;
}

/** What the phone's queue holds: scores and measurements, sent in the order they were entered. */
export type QueuedEntry = QueuedScore | QueuedMeasurement;

export const isQueuedScore = (entry: QueuedEntry): entry is QueuedScore => entry.kind !== 'measurement';
export const isQueuedMeasurement = (entry: QueuedEntry): entry is QueuedMeasurement => entry.kind === 'measurement';

/** The phone's store of its unsent scores and of the cards it has opened (so that a card opens with no signal). */
export interface ScoreQueueStore {
  queued(): Promise<QueuedEntry[]>;
  put(entry: QueuedEntry): Promise<void>;
  remove(clientKey: string): Promise<void>;
  card(groupId: number): Promise<GroupCard | undefined>;
  keepCard(card: GroupCard): Promise<void>;
}

interface ScoringDatabase extends DBSchema {
  queue: { key: string; value: QueuedEntry };
  cards: { key: number; value: GroupCard };
}

export const SCORING_DATABASE = 'fairway-scoring';

/** The store in the browser's IndexedDB. */
export async function openScoreQueueStore(name = SCORING_DATABASE): Promise<ScoreQueueStore> {
  const database: IDBPDatabase<ScoringDatabase> = await openDB<ScoringDatabase>(name, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('queue', { keyPath: 'client_key' });
      upgrading.createObjectStore('cards', { keyPath: 'group_id' });
    },
  });
  return {
    queued: async () => (await database.getAll('queue')).sort((first, second) => first.queued_at - second.queued_at),
    put: async (entry) => {
      await database.put('queue', entry);
    },
    remove: (clientKey) => database.delete('queue', clientKey),
    card: (groupId) => database.get('cards', groupId),
    keepCard: async (card) => {
      await database.put('cards', card);
    },
  };
}

/** The same store in memory: for tests, and for a browser that refuses IndexedDB (a private window). */
export function memoryScoreQueueStore(): ScoreQueueStore {
  const queue = new Map<string, QueuedEntry>();
  const cards = new Map<number, GroupCard>();
  return {
    queued: () => Promise.resolve([...queue.values()].sort((first, second) => first.queued_at - second.queued_at)),
    put: (entry) => {
      queue.set(entry.client_key, entry);
      return Promise.resolve();
    },
    remove: (clientKey) => {
      queue.delete(clientKey);
      return Promise.resolve();
    },
    card: (groupId) => Promise.resolve(cards.get(groupId)),
    keepCard: (card) => {
      cards.set(card.group_id, card);
      return Promise.resolve();
    },
  };
}
