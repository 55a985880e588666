import { checkTeeSheetTemplate, GolfInputError, teeSheetTemplateForDate } from '@fairway/golf';
import { and, ne } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import type { RecordChange } from '../../core/record-change.js';
import { inClub } from '../../db/club-scope.js';
import { teeSheetTemplates } from '../../db/schema/index.js';
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

/** Any day: two templates' clash is found over the whole year whatever the day asked for. */
const anyDay = '2026-01-05';

/**
 * A template as it will be stored, checked by `checkTeeSheetTemplate`: a last start before the first, a crossover on
 * one tee, overlapping time ranges answer 400 on their field. Then beside each other template of the club
 * (`teeSheetTemplateForDate`): one sharing days with it, neither lying within the other, cannot say which makes
 * the day, and is refused on `weekdays` naming it.
 */
export async function checkTemplateInput({ tx, input, existing, actor }: RecordChange): Promise<FieldErrors | null> {
  const template = { ...existing, ...input } as TemplateFields;
  const seasonStarts = Boolean(template.season_from);
  const seasonEnds = Boolean(template.season_to);
  if (seasonStarts !== seasonEnds) return { season_to: ['Give a season both its first and its last day, or neither.'] };
  try {
    checkTeeSheetTemplate(teeSheetTemplateOf(template));
  } catch (error) {
    return golfInputFieldErrors(error, apiFields);
  }
  const others = await tx
    .select()
    .from(teeSheetTemplates)
    .where(
      and(
        inClub(teeSheetTemplates, actor.golfCourseId!),
        existing ? ne(teeSheetTemplates.id, existing.id as number) : undefined,
      ),
    );
  const clash = others.find((other) => {
    try {
      teeSheetTemplateForDate({ date: anyDay, templates: [teeSheetTemplateOf(other), teeSheetTemplateOf(template)] });
      return false;
    } catch (error) {
      if (error instanceof GolfInputError && error.code === 'template_overlap') return true;
      throw error;
    }
  });
  if (!clash) return null;
  return {
    weekdays: [
      `These weekdays and season share days with the template "${clash.name}" and neither lies within the other: narrow one to lie within the other.`,
    ],
  };
}
