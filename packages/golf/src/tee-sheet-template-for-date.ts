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

// Each season's days are worked out once: a rush's batch asks for the sheets of hundreds of clubs' days, and each
// day's templates for their seasons, most of them the same few. Forgotten all at once past a bound, so that clubs'
// many seasons cannot grow it without end.
const daysOfSeasons = new Map<string, ReadonlySet<number>>();
const seasonsRemembered = 1_000;

/** The days of a leap year a season covers (every day for none), 0 for 1 January. */
function seasonDays(template: TeeSheetTemplate, field: string): ReadonlySet<number> {
  const key = template.season === null ? 'every day' : `${template.season.from} ${template.season.to}`;
  const known = daysOfSeasons.get(key);
  if (known) return known;
  const days = new Set<number>();
  if (template.season === null) for (let day = 0; day < DAYS_OF_LEAP_YEAR; day += 1) days.add(day);
  else {
    const from = seasonDay(template.season.from, `${field}.season.from`);
    const to = seasonDay(template.season.to, `${field}.season.to`);
    for (let day = from; day !== to; day = (day + 1) % DAYS_OF_LEAP_YEAR) days.add(day);
    days.add(to);
  }
  if (daysOfSeasons.size >= seasonsRemembered) daysOfSeasons.clear();
  daysOfSeasons.set(key, days);
  return days;
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
