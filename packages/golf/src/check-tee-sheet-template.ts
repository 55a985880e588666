import { minutesOfDay, seasonDay } from './club-clock.js';
import { GolfInputError } from './golf-input-error.js';
import type { SlotKind, TeeSheetTemplate } from './tee-sheet-template.js';
import { assertOption, assertWholeNumberBetween } from './validation.js';
import { assertInteger } from './number-assertions.js';

const SLOT_KINDS: readonly SlotKind[] = ['open', 'members_only', 'ladies', 'visitors', 'society'];

/**
 * Checks a tee sheet template as a club saves it (issue 51, "The sheet"): weekdays 1 to 7 (at least one, none twice),
 * a season of two MM-DD days, starts HH:MM with the last not before the first, an interval of 6 to 12 minutes,
 * capacities of 1 to 4, known slot kinds, a crossover after the first start only with two tees, and time ranges that
 * are not empty and do not overlap.
 *
 * @throws GolfInputError naming the field at fault
 */
export function checkTeeSheetTemplate(template: TeeSheetTemplate, field = 'template'): void {
  const { weekdays, season, intervalMinutes } = template;
  if (!Array.isArray(weekdays) || weekdays.length === 0)
    throw new GolfInputError(`${field}.weekdays`, 'out_of_range', 'a template needs at least one weekday');
  weekdays.forEach((weekday: unknown, index) => {
    assertInteger(weekday, `${field}.weekdays[${index}]`);
    if (weekday < 1 || weekday > 7 || weekdays.indexOf(weekday) !== index)
      throw new GolfInputError(
        `${field}.weekdays[${index}]`,
        'out_of_range',
        `expected days 1 to 7 once, got ${weekday}`,
      );
  });
  if (season !== null) {
    seasonDay(season?.from, `${field}.season.from`);
    seasonDay(season.to, `${field}.season.to`);
  }
  const first = minutesOfDay(template.firstStart, `${field}.firstStart`);
  const last = minutesOfDay(template.lastStart, `${field}.lastStart`);
  if (last < first)
    throw new GolfInputError(
      `${field}.lastStart`,
      'out_of_range',
      `the last start ${template.lastStart} is before the first ${template.firstStart}`,
    );
  assertInteger(intervalMinutes, `${field}.intervalMinutes`);
  if (intervalMinutes < 6 || intervalMinutes > 12)
    throw new GolfInputError(
      `${field}.intervalMinutes`,
      'out_of_range',
      `expected 6 to 12 minutes, got ${intervalMinutes}`,
    );
  assertOption(template.tees, `${field}.tees`, ['one_tee', 'two_tees'] as const);
  const crossover = template.crossover ?? null;
  if (crossover !== null) {
    if (template.tees !== 'two_tees')
      throw new GolfInputError(`${field}.crossover`, 'invalid_option', 'only a start from two tees has a crossover');
    if (minutesOfDay(crossover, `${field}.crossover`) <= first)
      throw new GolfInputError(`${field}.crossover`, 'out_of_range', `the nines cross after the first start`);
  }
  if (template.capacity !== undefined) assertWholeNumberBetween(template.capacity, `${field}.capacity`, 1, 4);
  if (template.kind !== undefined) assertOption(template.kind, `${field}.kind`, SLOT_KINDS);
  const ranges = (template.timeRanges ?? []).map((range, index) => {
    const rangeField = `${field}.timeRanges[${index}]`;
    const from = minutesOfDay(range.from, `${rangeField}.from`);
    const to = minutesOfDay(range.to, `${rangeField}.to`, true);
    if (to <= from)
      throw new GolfInputError(
        `${rangeField}.to`,
        'out_of_range',
        `the range ends at ${range.to}, not after it starts`,
      );
    if (range.capacity !== undefined) assertWholeNumberBetween(range.capacity, `${rangeField}.capacity`, 1, 4);
    if (range.kind !== undefined) assertOption(range.kind, `${rangeField}.kind`, SLOT_KINDS);
    return { from, to };
  });
  ranges.forEach((range, index) => {
    const other = ranges.findIndex((earlier, at) => at < index && earlier.from < range.to && range.from < earlier.to);
    if (other >= 0)
      throw new GolfInputError(
        `${field}.timeRanges[${index}]`,
        'range_overlap',
        `the range overlaps time range ${other + 1} of the template`,
      );
  });
}
