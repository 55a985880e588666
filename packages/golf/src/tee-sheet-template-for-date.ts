import { checkTeeSheetTemplate } from './check-tee-sheet-template.js';
import { dayNumber, seasonDay, weekdayOfNumber } from './club-clock.js';
import { GolfInputError } from './golf-input-error.js';
import type { TeeSheetTemplate } from './tee-sheet-template.js';

/** Input of `teeSheetTemplateForDate`. */
export type TeeSheetTemplateForDateInput<Template extends TeeSheetTemplate> = {
  /** The club-local day, YYYY-MM-DD. */
  date: string;
  templates: readonly Template[];
};

const DAYS_OF_LEAP_YEAR = 366;

/** The days of a leap year a season covers (every day for none), 0 for 1 January. */
function seasonDays(template: TeeSheetTemplate, field: string): Set<number> {
  if (template.season === null) return new Set(Array.from({ length: DAYS_OF_LEAP_YEAR }, (_, day) => day));
  const from = seasonDay(template.season.from, `${field}.season.from`);
  const to = seasonDay(template.season.to, `${field}.season.to`);
  const days = new Set<number>();
  for (let day = from; day !== to; day = (day + 1) % DAYS_OF_LEAP_YEAR) days.add(day);
  return days.add(to);
}

const within = <T>(inner: ReadonlySet<T>, outer: ReadonlySet<T>) => [...inner].every((value) => outer.has(value));
const meet = <T>(left: ReadonlySet<T>, right: ReadonlySet<T>) => [...left].some((value) => right.has(value));

/**
 * The template a day's sheet is made from (issue 51, "The sheet"): of the templates whose weekdays hold the day's
 * weekday and whose season holds its month and day, the most specific: the one whose weekdays and season both lie
 * within every other's (Saturdays in summer before weekends all year before every day). `null` when none fits: the
 * club has no sheet that day.
 *
 * @throws GolfInputError for a template `checkTeeSheetTemplate` refuses, or two templates that share a day and of
 *   which neither lies within the other (`template_overlap`): the club's templates must say which wins
 */
export function teeSheetTemplateForDate<Template extends TeeSheetTemplate>(
  input: TeeSheetTemplateForDateInput<Template>,
): Template | null {
  const day = dayNumber(input.date, 'date');
  const templates = input.templates.map((template, index) => {
    const field = `templates[${index}]`;
    checkTeeSheetTemplate(template, field);
    return { template, weekdays: new Set(template.weekdays), days: seasonDays(template, field) };
  });
  templates.forEach((template, index) => {
    templates.slice(0, index).forEach((other) => {
      if (!meet(template.weekdays, other.weekdays) || !meet(template.days, other.days)) return;
      const inner = within(template.weekdays, other.weekdays) && within(template.days, other.days);
      const outer = within(other.weekdays, template.weekdays) && within(other.days, template.days);
      if (inner !== outer) return;
      throw new GolfInputError(
        `templates[${index}]`,
        'template_overlap',
        `template ${String(template.template.id)} shares days with template ${String(other.template.id)} and neither lies within the other`,
      );
    });
  });
  const seasonDayOfDate = seasonDay(input.date.slice(5), 'date');
  const weekday = weekdayOfNumber(day);
  const fitting = templates.filter((template) => template.weekdays.has(weekday) && template.days.has(seasonDayOfDate));
  const mostSpecific = fitting.find((template) =>
    fitting.every((other) => within(template.weekdays, other.weekdays) && within(template.days, other.days)),
  );
  return mostSpecific?.template ?? null;
}
