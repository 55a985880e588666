import type { Actor } from './actor.js';
import type { Database } from '../db/client.js';

/** A change of a record about to be written, as a check of its area sees it: inside the change's transaction. */
export type RecordChange = {
  tx: Database;
  input: Record<string, unknown>;
  existing: Record<string, unknown> | null;
  actor: Actor;
};

/** A change of a record just written, inside its transaction: what an area keeps in step with it. */
export type WrittenRecordChange = RecordChange & { id: number; action: 'create' | 'update' | 'delete' };
