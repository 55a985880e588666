import type { Database } from '../../db/client.js';
import { announceTeeSheetChanges } from './announce-tee-sheet-changes.js';

/**
 * Tells every server process, once the transaction commits, that a course's day on the sheet changed
 * (`tee_sheet:<club>:<day>` on the change channel): the streams of that day's sheet pass it on to their clients.
 */
export async function announceTeeSheetChange(tx: Database, golfCourseId: number, date: string): Promise<void> {
  await announceTeeSheetChanges(tx, [{ golfCourseId, date }]);
}
