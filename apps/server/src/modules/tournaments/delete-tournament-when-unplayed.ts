import { ConflictError } from '../../core/domain-errors.js';
import type { WrittenRecordChange } from '../../core/record-change.js';

/** Only a draft or a cancelled tournament is deleted: one that has been open or played is cancelled instead. */
export async function deleteTournamentWhenUnplayed({ existing }: WrittenRecordChange): Promise<boolean> {
  const status = existing!.status as string;
  if (status !== 'draft' && status !== 'cancelled') {
    throw new ConflictError(`The tournament is ${status.replace('_', ' ')}: cancel it instead of deleting it.`);
  }
  return true;
}
