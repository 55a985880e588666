import { memberPaymentInput, memberPaymentRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { memberPayments, members } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

const memberName = sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`;

/** The members' payments, read here; posted and voided through the billing routes only, never edited or deleted. */
export const memberPaymentResource: Resource = {
  name: 'member_payment',
  thing: 'payment',
  area: 'billing',
  table: memberPayments,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(memberPayments),
    golf_course_id: memberPayments.golf_course_id,
    member_id: memberPayments.member_id,
    member_name: memberName.as('member_name'),
    date: memberPayments.date,
    amount_minor: memberPayments.amount_minor,
    mode: memberPayments.mode,
    reference: memberPayments.reference,
    competition_purse: memberPayments.competition_purse,
    status: memberPayments.status,
    voided_at: memberPayments.voided_at,
    voided_by: memberPayments.voided_by,
    void_reason: memberPayments.void_reason,
  },
  joins: (query) => query.innerJoin(members, eq(members.id, memberPayments.member_id)),
  list: {
    search: [members.first_name, members.last_name, memberPayments.reference],
    ordering: {
      id: memberPayments.id,
      date: memberPayments.date,
      member_name: memberName,
      amount_minor: memberPayments.amount_minor,
    },
    defaultOrdering: '-date,-id',
    filters: {
      member_id: { column: memberPayments.member_id, kind: 'integer' },
      mode: { column: memberPayments.mode, kind: 'text' },
      status: { column: memberPayments.status, kind: 'text' },
    },
  },
  record: memberPaymentRecord,
  input: memberPaymentInput,
  access: { read: { roles: [Role.admin] }, write: null },
};
