import { Role, teeSheetBlockInput, teeSheetBlockRecord } from '@fairway/contract';
import type { FieldErrors } from '../../core/domain-errors.js';
import type { RecordChange } from '../../core/record-change.js';
import { teeSheetBlocks } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The parts of days kept off the sheet (a competition, maintenance, the course closed): admins keep them. */
export const teeSheetBlocksResource: Resource = {
  name: 'tee_sheet_blocks',
  thing: 'tee sheet block',
  area: 'tee-sheet',
  table: teeSheetBlocks,
  scope: 'golf_course',
  list: {
    search: [teeSheetBlocks.reason],
    ordering: { id: teeSheetBlocks.id, date: teeSheetBlocks.date },
    defaultOrdering: 'date',
    filters: { kind: { column: teeSheetBlocks.kind, kind: 'text' } },
  },
  validate: async ({ input, existing }: RecordChange): Promise<FieldErrors | null> => {
    const block = { ...existing, ...input } as { from_time?: string | null; to_time?: string | null };
    return block.from_time && block.to_time && block.to_time <= block.from_time
      ? { to_time: ['The block ends at or before it starts.'] }
      : null;
  },
  record: teeSheetBlockRecord,
  input: teeSheetBlockInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
