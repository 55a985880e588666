import { memberExpenseInput, memberExpenseRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { accountsHeads, memberExpenses, members } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

const memberName = sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`;

/**
 * The members' ad-hoc charges, read here; posted and voided through the billing routes only, never edited or
 * deleted (the resource is served read-only).
 */
export const memberExpencesResource: Resource = {
  name: 'member_expences',
  thing: 'expense',
  area: 'billing',
  table: memberExpenses,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(memberExpenses),
    golf_course_id: memberExpenses.golf_course_id,
    member_id: memberExpenses.member_id,
    member_name: memberName.as('member_name'),
    accounts_head_id: memberExpenses.accounts_head_id,
    accounts_head_name: sql<string>`${accountsHeads.name}`.as('accounts_head_name'),
    date: memberExpenses.date,
    amount_minor: memberExpenses.amount_minor,
    description: memberExpenses.description,
    reference: memberExpenses.reference,
    competition_purse: memberExpenses.competition_purse,
    status: memberExpenses.status,
    voided_at: memberExpenses.voided_at,
    voided_by: memberExpenses.voided_by,
    void_reason: memberExpenses.void_reason,
  },
  joins: (query) =>
    query
      .innerJoin(members, eq(members.id, memberExpenses.member_id))
      .innerJoin(accountsHeads, eq(accountsHeads.id, memberExpenses.accounts_head_id)),
  list: {
    search: [members.first_name, members.last_name, memberExpenses.description, memberExpenses.reference],
    ordering: {
      id: memberExpenses.id,
      date: memberExpenses.date,
      member_name: memberName,
      amount_minor: memberExpenses.amount_minor,
    },
    defaultOrdering: '-date,-id',
    filters: {
      member_id: { column: memberExpenses.member_id, kind: 'integer' },
      accounts_head_id: { column: memberExpenses.accounts_head_id, kind: 'integer' },
      status: { column: memberExpenses.status, kind: 'text' },
    },
  },
  record: memberExpenseRecord,
  input: memberExpenseInput,
  access: { read: { roles: [Role.admin] }, write: null },
};
