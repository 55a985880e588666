import { lockerTypeChargeInput, lockerTypeChargeRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { accountsHeads, lockerTypeCharges, lockerTypes, memberTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { insertPricedRow } from './insert-priced-row.js';
import { minorUnitsOfAmount } from './minor-units-of-amount.js';

/** What a locker of each type costs a member of each type: the member type / locker type charges map. */
export const lockerTypeChargesResource: Resource = {
  name: 'locker_type_charges',
  thing: 'locker charge',
  area: 'billing',
  table: lockerTypeCharges,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(lockerTypeCharges),
    golf_course_id: lockerTypeCharges.golf_course_id,
    locker_type_id: lockerTypeCharges.locker_type_id,
    locker_type_name: sql<string>`${lockerTypes.name}`.as('locker_type_name'),
    member_type_id: lockerTypeCharges.member_type_id,
    member_type_name: sql<string>`${memberTypes.name}`.as('member_type_name'),
    accounts_head_id: lockerTypeCharges.accounts_head_id,
    accounts_head_name: sql<string>`${accountsHeads.name}`.as('accounts_head_name'),
    amount_minor: lockerTypeCharges.amount_minor,
    frequency: lockerTypeCharges.frequency,
  },
  joins: (query) =>
    query
      .innerJoin(lockerTypes, eq(lockerTypes.id, lockerTypeCharges.locker_type_id))
      .innerJoin(memberTypes, eq(memberTypes.id, lockerTypeCharges.member_type_id))
      .innerJoin(accountsHeads, eq(accountsHeads.id, lockerTypeCharges.accounts_head_id)),
  list: {
    search: [lockerTypes.name, memberTypes.name, accountsHeads.name],
    ordering: {
      id: lockerTypeCharges.id,
      locker_type_name: lockerTypes.name,
      member_type_name: memberTypes.name,
      amount_minor: lockerTypeCharges.amount_minor,
    },
    defaultOrdering: 'locker_type_name,member_type_name',
    filters: {
      locker_type_id: { column: lockerTypeCharges.locker_type_id, kind: 'integer' },
      member_type_id: { column: lockerTypeCharges.member_type_id, kind: 'integer' },
    },
  },
  references: { locker_type_id: lockerTypes, member_type_id: memberTypes, accounts_head_id: accountsHeads },
  validate: minorUnitsOfAmount,
  create: insertPricedRow('locker_type_charges', lockerTypeCharges),
  record: lockerTypeChargeRecord,
  input: lockerTypeChargeInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
