import { ConflictError } from '../../core/domain-errors.js';
import type { WrittenRecordChange } from '../../core/record-change.js';

/** Only a round not yet played (scheduled or cancelled) is deleted, with its draw. */
export async function deleteRoundWhenUnplayed({ existing }: WrittenRecordChange): Promise<boolean> {
  const status = existing!.status as string;
  if (status !== 'scheduled' && status !== 'cancelled') {
    throw new ConflictError(`The round is ${status}: it is kept; cancel it instead.`);
  }
  return true;
}
