import { memberIndexInput, memberIndexRecord, Role } from '@fairway/contract';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { memberIndexes } from '../../db/schema/index.js';
import type { Resource, WrittenChange } from '../../http/resource.js';
import { keepCurrentIndex } from './keep-current-index.js';

/** Every change to a golfer's history moves their current and low index with it (both golfers', if it moved). */
async function keepCurrentIndexes({ tx, input, existing }: WrittenChange) {
  const memberIds = new Set([input.member_id, existing?.member_id].filter((id) => typeof id === 'number'));
  for (const memberId of memberIds) await keepCurrentIndex(tx, memberId as number);
}

/** The Handicap Index history of the club's golfers: the club's admins keep it, the golfer reads their own. */
export const memberIndexesResource: Resource = {
  name: 'member_indexes',
  thing: 'Handicap Index entry',
  area: 'members',
  table: memberIndexes,
  scope: 'club_member',
  memberColumn: memberIndexes.member_id,
  fields: {
    ...recordColumnsOf(memberIndexes),
    member_id: memberIndexes.member_id,
    effective_on: memberIndexes.effective_on,
    handicap_index: memberIndexes.handicap_index,
    source: memberIndexes.source,
    note: memberIndexes.note,
  },
  list: {
    search: [memberIndexes.note],
    ordering: {
      id: memberIndexes.id,
      effective_on: memberIndexes.effective_on,
      handicap_index: memberIndexes.handicap_index,
    },
    defaultOrdering: '-effective_on',
    filters: { member_id: { column: memberIndexes.member_id, kind: 'integer' } },
  },
  afterWrite: keepCurrentIndexes,
  record: memberIndexRecord,
  input: memberIndexInput,
  ownRows: 'read',
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
