import { greenFeeInput, greenFeeRecord, Role } from '@fairway/contract';
import { greenFees, memberTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkGreenFeeInput } from './check-green-fee-input.js';

/** The club's green fee table: by player (member of a type, guest, visitor), weekdays and time of day. */
export const greenFeesResource: Resource = {
  name: 'green_fees',
  thing: 'green fee',
  area: 'tee-sheet',
  table: greenFees,
  scope: 'golf_course',
  list: {
    search: [],
    ordering: { id: greenFees.id, amount_minor: greenFees.amount_minor },
    defaultOrdering: 'id',
    filters: { player: { column: greenFees.player, kind: 'text' } },
  },
  references: { member_type_id: memberTypes },
  validate: checkGreenFeeInput,
  record: greenFeeRecord,
  input: greenFeeInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
