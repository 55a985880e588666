import type { SlotKind, TeeSheetTemplate } from '@fairway/golf';
import type { TemplateTimeRange } from '../../db/schema/index.js';

/** A stored template (or one about to be stored), as the API names its fields. */
export type TemplateFields = {
  id?: number;
  weekdays: number[];
  season_from?: string | null;
  season_to?: string | null;
  first_start: string;
  last_start: string;
  interval_minutes: number;
  tees?: 'one_tee' | 'two_tees';
  crossover?: string | null;
  capacity?: number;
  kind?: string;
  time_ranges?: TemplateTimeRange[];
};

/** A club's template as the golf package's tee sheet rules take it. */
export function teeSheetTemplateOf(fields: TemplateFields): TeeSheetTemplate {
  return {
    id: fields.id ?? 'new',
    weekdays: fields.weekdays,
    season: fields.season_from && fields.season_to ? { from: fields.season_from, to: fields.season_to } : null,
    firstStart: fields.first_start,
    lastStart: fields.last_start,
    intervalMinutes: fields.interval_minutes,
    tees: fields.tees ?? 'one_tee',
    crossover: fields.crossover ?? null,
    capacity: fields.capacity ?? 4,
    kind: (fields.kind ?? 'open') as SlotKind,
    timeRanges: (fields.time_ranges ?? []).map((range) => ({ ...range, kind: range.kind as SlotKind | undefined })),
  };
}
