import type { Database } from '../../db/client.js';
import { type DaySheet, daySheets } from './day-sheets.js';

/**
 * A course's day as the club's templates and blocks make it (`teeSheetTemplateForDate`, `teeSheetDay`), with the
 * club's tournament rounds of that day laid over it as competition blocks: `day` is null when no template fits.
 */
export async function daySheet(db: Database, golfCourseId: number, date: string): Promise<DaySheet> {
  const [sheet] = await daySheets(db, [{ golfCourseId, date }]);
  return sheet!;
}
