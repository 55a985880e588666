import { checkTeeSheetTemplate } from '@fairway/golf';
import type { FieldErrors } from '../../core/domain-errors.js';
import type { RecordChange } from '../../core/record-change.js';
import { golfInputFieldErrors } from './golf-input-field-errors.js';
import { type TemplateFields, teeSheetTemplateOf } from './tee-sheet-template-of.js';

/** The golf package's names of a template's fields and the API's. */
const apiFields = {
  weekdays: 'weekdays',
  'season.from': 'season_from',
  'season.to': 'season_to',
  firstStart: 'first_start',
  lastStart: 'last_start',
  intervalMinutes: 'interval_minutes',
  tees: 'tees',
  crossover: 'crossover',
  capacity: 'capacity',
  kind: 'kind',
  timeRanges: 'time_ranges',
};

/**
 * A template as it will be stored, checked by `checkTeeSheetTemplate`: a last start before the first, a crossover on
 * one tee, overlapping time ranges answer 400 on their field.
 */
export async function checkTemplateInput({ input, existing }: RecordChange): Promise<FieldErrors | null> {
  const template = { ...existing, ...input } as TemplateFields;
  const seasonStarts = Boolean(template.season_from);
  const seasonEnds = Boolean(template.season_to);
  if (seasonStarts !== seasonEnds) return { season_to: ['Give a season both its first and its last day, or neither.'] };
  try {
    checkTeeSheetTemplate(teeSheetTemplateOf(template));
    return null;
  } catch (error) {
    return golfInputFieldErrors(error, apiFields);
  }
}
