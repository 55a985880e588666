import { memberOpeningBalanceInput, memberOpeningBalanceRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { memberOpeningBalances, members } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

const memberName = sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`;

/** The members' opening balances, read here; posted and voided through the billing routes only. */
export const memberOpeningBalanceResource: Resource = {
  name: 'member_opening_balance',
  thing: 'opening balance',
  area: 'billing',
  table: memberOpeningBalances,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(memberOpeningBalances),
    golf_course_id: memberOpeningBalances.golf_course_id,
    member_id: memberOpeningBalances.member_id,
    member_name: memberName.as('member_name'),
    as_of_date: memberOpeningBalances.as_of_date,
    amount_minor: memberOpeningBalances.amount_minor,
    status: memberOpeningBalances.status,
    voided_at: memberOpeningBalances.voided_at,
    voided_by: memberOpeningBalances.voided_by,
    void_reason: memberOpeningBalances.void_reason,
  },
  joins: (query) => query.innerJoin(members, eq(members.id, memberOpeningBalances.member_id)),
  list: {
    search: [members.first_name, members.last_name],
    ordering: {
      id: memberOpeningBalances.id,
      as_of_date: memberOpeningBalances.as_of_date,
      member_name: memberName,
      amount_minor: memberOpeningBalances.amount_minor,
    },
    defaultOrdering: 'member_name',
    filters: {
      member_id: { column: memberOpeningBalances.member_id, kind: 'integer' },
      status: { column: memberOpeningBalances.status, kind: 'text' },
    },
  },
  record: memberOpeningBalanceRecord,
  input: memberOpeningBalanceInput,
  access: { read: { roles: [Role.admin] }, write: null },
};
