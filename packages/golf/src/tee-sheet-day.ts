import { checkTeeSheetTemplate } from './check-tee-sheet-template.js';
import { dayNumber, MINUTES_PER_DAY, minutesOfDay, timeOfDay } from './club-clock.js';
import { GolfInputError } from './golf-input-error.js';
import type { SlotKind, TeeSheetTemplate } from './tee-sheet-template.js';
import { assertOption } from './validation.js';

/** What keeps a time off the sheet: a competition, maintenance, or the course closed. */
export type TeeSheetBlockKind = 'competition' | 'maintenance' | 'course_closed';

/** A block laid over a day's slots: from `from` up to (not including) `to`, the whole day without them; one tee or both. */
export type TeeSheetBlock = {
  kind: TeeSheetBlockKind;
  reason: string;
  from?: string;
  to?: string;
  /** 1 or 10; both tees when absent. */
  tee?: 1 | 10;
};

/** A tee time on the day's sheet: its start, tee, the players it takes, who it is for, and the block over it. */
export type TeeSheetSlot = {
  time: string;
  tee: 1 | 10;
  capacity: number;
  kind: SlotKind;
  block: { kind: TeeSheetBlockKind; reason: string } | null;
};

/** A day's sheet: its slots by time then tee, and with two tees the crossover when no group starts. */
export type TeeSheetDay = {
  date: string;
  templateId: number | string;
  slots: TeeSheetSlot[];
  crossover: { from: string; to: string } | null;
};

/** Input of `teeSheetDay`. */
export type TeeSheetDayInput = {
  date: string;
  template: TeeSheetTemplate;
  blocks?: readonly TeeSheetBlock[];
};

const BLOCK_KINDS: readonly TeeSheetBlockKind[] = ['course_closed', 'competition', 'maintenance'];

/**
 * A day's tee sheet from its template (issue 51, "The sheet"): a start every interval from the first to the last.
 * With two tees the 10th tee's starts mirror the 1st's until the crossover; then, for as long as that wave took
 * (crossover minus first start), the groups of each nine cross to the other tee and no group starts; after it, the
 * 1st tee alone (the 10th takes the groups coming through from the 9th). Each slot takes the template's capacity and
 * kind unless a time range sets them, and the first block over it, a closed course before a competition before
 * maintenance.
 *
 * @throws GolfInputError for a template `checkTeeSheetTemplate` refuses, or a block of an unknown kind, tee or time
 */
export function teeSheetDay(input: TeeSheetDayInput): TeeSheetDay {
  const { template } = input;
  dayNumber(input.date, 'date');
  checkTeeSheetTemplate(template);
  const blocks = (input.blocks ?? []).map((block, index) => {
    const field = `blocks[${index}]`;
    assertOption(block.kind, `${field}.kind`, BLOCK_KINDS);
    if (block.tee !== undefined && block.tee !== 1 && block.tee !== 10)
      throw new GolfInputError(`${field}.tee`, 'invalid_option', `expected tee 1 or 10, got ${String(block.tee)}`);
    const from = block.from === undefined ? 0 : minutesOfDay(block.from, `${field}.from`);
    const to = block.to === undefined ? MINUTES_PER_DAY : minutesOfDay(block.to, `${field}.to`, true);
    if (to <= from)
      throw new GolfInputError(`${field}.to`, 'out_of_range', `the block ends at ${block.to}, not after it starts`);
    return { kind: block.kind, reason: block.reason, from, to, tee: block.tee, order: BLOCK_KINDS.indexOf(block.kind) };
  });
  blocks.sort((left, right) => left.order - right.order);
  const ranges = (template.timeRanges ?? []).map((range) => ({
    ...range,
    fromMinutes: minutesOfDay(range.from, 'from'),
    toMinutes: minutesOfDay(range.to, 'to', true),
  }));
  const first = minutesOfDay(template.firstStart, 'firstStart');
  const last = minutesOfDay(template.lastStart, 'lastStart');
  const crossoverFrom = template.crossover ? minutesOfDay(template.crossover, 'crossover') : null;
  const crossoverTo = crossoverFrom === null ? null : 2 * crossoverFrom - first;
  const slot = (minutes: number, tee: 1 | 10): TeeSheetSlot => {
    const range = ranges.find((candidate) => candidate.fromMinutes <= minutes && minutes < candidate.toMinutes);
    const block = blocks.find(
      (candidate) => candidate.from <= minutes && minutes < candidate.to && (candidate.tee ?? tee) === tee,
    );
    return {
      time: timeOfDay(minutes),
      tee,
      capacity: range?.capacity ?? template.capacity ?? 4,
      kind: range?.kind ?? template.kind ?? 'open',
      block: block ? { kind: block.kind, reason: block.reason } : null,
    };
  };
  const slots: TeeSheetSlot[] = [];
  for (let minutes = first; minutes <= last; minutes += template.intervalMinutes) {
    if (template.tees === 'one_tee' || crossoverFrom === null) {
      slots.push(slot(minutes, 1));
      if (template.tees === 'two_tees') slots.push(slot(minutes, 10));
    } else if (minutes < crossoverFrom) {
      slots.push(slot(minutes, 1), slot(minutes, 10));
    } else if (minutes >= crossoverTo!) {
      slots.push(slot(minutes, 1));
    }
  }
  return {
    date: input.date,
    templateId: template.id,
    slots,
    crossover:
      crossoverFrom === null
        ? null
        : { from: timeOfDay(crossoverFrom), to: timeOfDay(Math.min(crossoverTo!, MINUTES_PER_DAY)) },
  };
}
