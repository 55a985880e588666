import { ballotInput, ballotRecord, Role } from '@fairway/contract';
import { ConflictError } from '../../core/domain-errors.js';
import type { WrittenRecordChange } from '../../core/record-change.js';
import { ballots } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkBallotInput } from './check-ballot-input.js';

/**
 * The club's ballots for its busy days: its admins create, change and delete them while they are open; every role of
 * the club reads them. Drawn at their close by the server, or by an admin's `draw` (decision 0111).
 */
export const ballotsResource: Resource = {
  name: 'ballots',
  thing: 'ballot',
  area: 'tee-sheet',
  table: ballots,
  scope: 'golf_course',
  list: {
    search: [],
    ordering: { id: ballots.id, date: ballots.date },
    defaultOrdering: '-date',
    filters: { status: { column: ballots.status, kind: 'text' }, date: { column: ballots.date, kind: 'text' } },
  },
  validate: checkBallotInput,
  writeConflicts: true,
  beforeDelete: async ({ existing }: WrittenRecordChange) => {
    if (existing?.status === 'drawn') throw new ConflictError('This ballot is drawn: its result is kept as it is.');
    return true;
  },
  record: ballotRecord,
  input: ballotInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
