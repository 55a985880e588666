import { memberTypeHeadMappingInput, memberTypeHeadMappingRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { accountsHeads, memberTypeHeadMappings, memberTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { insertPricedRow } from './insert-priced-row.js';
import { minorUnitsOfAmount } from './minor-units-of-amount.js';

/** The recurring charges of each member type: a head, an amount and how often it falls due. */
export const memberTypesHeadMappingResource: Resource = {
  name: 'member_types_head_mapping',
  thing: 'member type charge',
  area: 'billing',
  table: memberTypeHeadMappings,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(memberTypeHeadMappings),
    golf_course_id: memberTypeHeadMappings.golf_course_id,
    member_type_id: memberTypeHeadMappings.member_type_id,
    member_type_name: sql<string>`${memberTypes.name}`.as('member_type_name'),
    accounts_head_id: memberTypeHeadMappings.accounts_head_id,
    accounts_head_name: sql<string>`${accountsHeads.name}`.as('accounts_head_name'),
    amount_minor: memberTypeHeadMappings.amount_minor,
    frequency: memberTypeHeadMappings.frequency,
    prorate_joins: memberTypeHeadMappings.prorate_joins,
  },
  joins: (query) =>
    query
      .innerJoin(memberTypes, eq(memberTypes.id, memberTypeHeadMappings.member_type_id))
      .innerJoin(accountsHeads, eq(accountsHeads.id, memberTypeHeadMappings.accounts_head_id)),
  list: {
    search: [memberTypes.name, accountsHeads.name],
    ordering: {
      id: memberTypeHeadMappings.id,
      member_type_name: memberTypes.name,
      accounts_head_name: accountsHeads.name,
      amount_minor: memberTypeHeadMappings.amount_minor,
    },
    defaultOrdering: 'member_type_name,accounts_head_name',
    filters: {
      member_type_id: { column: memberTypeHeadMappings.member_type_id, kind: 'integer' },
      frequency: { column: memberTypeHeadMappings.frequency, kind: 'text' },
    },
  },
  references: { member_type_id: memberTypes, accounts_head_id: accountsHeads },
  validate: minorUnitsOfAmount,
  create: insertPricedRow('member_types_head_mapping', memberTypeHeadMappings),
  record: memberTypeHeadMappingRecord,
  input: memberTypeHeadMappingInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
