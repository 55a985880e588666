import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { members } from './members.js';
import { users } from './users.js';

/** Whole minor units of the club's currency; at most 10^12 on a posting, so JavaScript numbers hold them exactly. */
const minorUnits = (name: string) => bigint(name, { mode: 'number' });
const club = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);
const frequency = () =>
  varchar('frequency', { length: 12, enum: ['monthly', 'quarterly', 'half_yearly', 'yearly'] }).notNull();
const frequencyCheck = (name: string, column: unknown) =>
  check(name, sql`${column} in ('monthly', 'quarterly', 'half_yearly', 'yearly')`);

/** A ledger head: what a line of a bill, an expense or a payment is for (Subscription, Locker Rent, Bar). */
export const accountsHeads = pgTable(
  'accounts_head',
  {
    ...recordColumns,
    golf_course_id: club(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 12, enum: ['charge', 'payment', 'adjustment'] }).notNull(),
    tax_rate_bp: integer('tax_rate_bp').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('accounts_head_code_unique').on(table.golf_course_id, sql`lower(${table.code})`),
    check('accounts_head_kind', sql`${table.kind} in ('charge', 'payment', 'adjustment')`),
    check('accounts_head_tax_rate_bp', sql`${table.tax_rate_bp} between 0 and 10000`),
  ],
);

/** A kind of membership: Permanent, Life, Corporate, Junior, Temporary. */
export const memberTypes = pgTable(
  'member_types_master',
  {
    ...recordColumns,
    golf_course_id: club(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [uniqueIndex('member_types_master_name_unique').on(table.golf_course_id, sql`lower(${table.name})`)],
);

/** A member's type over time: no two of a member's rows overlap. */
export const memberTypeMappings = pgTable(
  'member_types_mapping',
  {
    ...recordColumns,
    golf_course_id: club(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    member_type_id: integer('member_type_id')
      .notNull()
      .references(() => memberTypes.id),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    to_date: date('to_date', { mode: 'string' }),
  },
  (table) => [
    index('member_types_mapping_member').on(table.golf_course_id, table.member_id),
    check('member_types_mapping_dates', sql`${table.to_date} is null or ${table.to_date} >= ${table.from_date}`),
  ],
);

/** The recurring charges of a member type. */
export const memberTypeHeadMappings = pgTable(
  'member_types_head_mapping',
  {
    ...recordColumns,
    golf_course_id: club(),
    member_type_id: integer('member_type_id')
      .notNull()
      .references(() => memberTypes.id),
    accounts_head_id: integer('accounts_head_id')
      .notNull()
      .references(() => accountsHeads.id),
    amount_minor: minorUnits('amount_minor').notNull(),
    frequency: frequency(),
    prorate_joins: boolean('prorate_joins').notNull().default(false),
  },
  (table) => [
    uniqueIndex('member_types_head_mapping_unique').on(table.member_type_id, table.accounts_head_id),
    index('member_types_head_mapping_golf_course_id').on(table.golf_course_id),
    frequencyCheck('member_types_head_mapping_frequency', table.frequency),
    check('member_types_head_mapping_amount', sql`${table.amount_minor} between 0 and 1000000000000`),
  ],
);

export const lockerTypes = pgTable(
  'locker_type',
  {
    ...recordColumns,
    golf_course_id: club(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
  },
  (table) => [uniqueIndex('locker_type_name_unique').on(table.golf_course_id, sql`lower(${table.name})`)],
);

export const lockers = pgTable(
  'locker_master',
  {
    ...recordColumns,
    golf_course_id: club(),
    locker_type_id: integer('locker_type_id')
      .notNull()
      .references(() => lockerTypes.id),
    number: varchar('number', { length: 20 }).notNull(),
    location: varchar('location', { length: 100 }).notNull().default(''),
    status: varchar('status', { length: 16, enum: ['available', 'assigned', 'out_of_service'] })
      .notNull()
      .default('available'),
  },
  (table) => [
    uniqueIndex('locker_master_number_unique').on(table.golf_course_id, sql`lower(${table.number})`),
    index('locker_master_locker_type_id').on(table.locker_type_id),
    check('locker_master_status', sql`${table.status} in ('available', 'assigned', 'out_of_service')`),
  ],
);

/** What a locker of a type costs a member of a type. */
export const lockerTypeCharges = pgTable(
  'locker_type_charges',
  {
    ...recordColumns,
    golf_course_id: club(),
    locker_type_id: integer('locker_type_id')
      .notNull()
      .references(() => lockerTypes.id),
    member_type_id: integer('member_type_id')
      .notNull()
      .references(() => memberTypes.id),
    accounts_head_id: integer('accounts_head_id')
      .notNull()
      .references(() => accountsHeads.id),
    amount_minor: minorUnits('amount_minor').notNull(),
    frequency: frequency(),
  },
  (table) => [
    uniqueIndex('locker_type_charges_unique').on(table.locker_type_id, table.member_type_id, table.accounts_head_id),
    index('locker_type_charges_golf_course_id').on(table.golf_course_id),
    frequencyCheck('locker_type_charges_frequency', table.frequency),
    check('locker_type_charges_amount', sql`${table.amount_minor} between 0 and 1000000000000`),
  ],
);

/** A locker held by a member: one holder at a time (an open holding is unique per locker). */
export const memberLockers = pgTable(
  'member_locker',
  {
    ...recordColumns,
    golf_course_id: club(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    locker_id: integer('locker_id')
      .notNull()
      .references(() => lockers.id),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    to_date: date('to_date', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('member_locker_open_unique')
      .on(table.locker_id)
      .where(sql`${table.to_date} is null`),
    index('member_locker_member').on(table.golf_course_id, table.member_id),
    check('member_locker_dates', sql`${table.to_date} is null or ${table.to_date} >= ${table.from_date}`),
  ],
);

/** Who voided a posting, when and why: a posting is never edited or deleted, only voided by a reversal. */
const voidColumns = {
  status: varchar('status', { length: 6, enum: ['posted', 'void'] })
    .notNull()
    .default('posted'),
  voided_at: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
  voided_by: integer('voided_by').references(() => users.id),
  void_reason: varchar('void_reason', { length: 500 }),
};

/** An ad-hoc charge: green fees, bar, shop, a tournament's entry fee. */
export const memberExpenses = pgTable(
  'member_expences',
  {
    ...recordColumns,
    golf_course_id: club(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    accounts_head_id: integer('accounts_head_id')
      .notNull()
      .references(() => accountsHeads.id),
    date: date('date', { mode: 'string' }).notNull(),
    amount_minor: minorUnits('amount_minor').notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    reference: varchar('reference', { length: 100 }).notNull().default(''),
    /** An entry fee taken from the member's competition purse. */
    competition_purse: boolean('competition_purse').notNull().default(false),
    ...voidColumns,
  },
  (table) => [
    index('member_expences_member').on(table.golf_course_id, table.member_id),
    check('member_expences_amount', sql`${table.amount_minor} between 1 and 1000000000000`),
    check('member_expences_status', sql`${table.status} in ('posted', 'void')`),
  ],
);

export const memberPayments = pgTable(
  'member_payment',
  {
    ...recordColumns,
    golf_course_id: club(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    date: date('date', { mode: 'string' }).notNull(),
    amount_minor: minorUnits('amount_minor').notNull(),
    mode: varchar('mode', { length: 14, enum: ['cash', 'card', 'upi', 'cheque', 'bank_transfer'] }).notNull(),
    reference: varchar('reference', { length: 100 }).notNull().default(''),
    /** Money received into the member's competition purse (a top-up), rather than against their account. */
    competition_purse: boolean('competition_purse').notNull().default(false),
    ...voidColumns,
  },
  (table) => [
    index('member_payment_member').on(table.golf_course_id, table.member_id),
    check('member_payment_amount', sql`${table.amount_minor} between 1 and 1000000000000`),
    check('member_payment_mode', sql`${table.mode} in ('cash', 'card', 'upi', 'cheque', 'bank_transfer')`),
    check('member_payment_status', sql`${table.status} in ('posted', 'void')`),
  ],
);

/** What a member owed (or was owed) when the club started keeping accounts here: one standing per member. */
export const memberOpeningBalances = pgTable(
  'member_opening_balance',
  {
    ...recordColumns,
    golf_course_id: club(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    as_of_date: date('as_of_date', { mode: 'string' }).notNull(),
    amount_minor: minorUnits('amount_minor').notNull(),
    ...voidColumns,
  },
  (table) => [
    uniqueIndex('member_opening_balance_posted_unique')
      .on(table.golf_course_id, table.member_id)
      .where(sql`${table.status} = 'posted'`),
    check('member_opening_balance_amount', sql`${table.amount_minor} between -1000000000000 and 1000000000000`),
    check('member_opening_balance_status', sql`${table.status} in ('posted', 'void')`),
  ],
);

/** One month's bill run of a club: once per month, recording who ran it. */
export const billRuns = pgTable(
  'member_bill_runs',
  {
    ...recordColumns,
    golf_course_id: club(),
    month: date('month', { mode: 'string' }).notNull(),
    members_count: integer('members_count').notNull(),
    total_minor: minorUnits('total_minor').notNull(),
  },
  (table) => [uniqueIndex('member_bill_runs_month_unique').on(table.golf_course_id, table.month)],
);

/** A member's bill of one month, written by the month's run. */
export const memberBills = pgTable(
  'member_bills',
  {
    ...recordColumns,
    golf_course_id: club(),
    bill_run_id: integer('bill_run_id')
      .notNull()
      .references(() => billRuns.id),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    month: date('month', { mode: 'string' }).notNull(),
    total_minor: minorUnits('total_minor').notNull(),
  },
  (table) => [uniqueIndex('member_bills_month_unique').on(table.golf_course_id, table.member_id, table.month)],
);

export const memberBillLines = pgTable(
  'member_bill_lines',
  {
    id: recordColumns.id,
    golf_course_id: club(),
    bill_id: integer('bill_id')
      .notNull()
      .references(() => memberBills.id),
    accounts_head_id: integer('accounts_head_id')
      .notNull()
      .references(() => accountsHeads.id),
    description: varchar('description', { length: 200 }).notNull(),
    source: varchar('source', { length: 12, enum: ['member_type', 'locker'] }).notNull(),
    amount_minor: minorUnits('amount_minor').notNull(),
  },
  (table) => [index('member_bill_lines_bill_id').on(table.bill_id)],
);

/**
 * The ledger: every posting writes its entries here in its own transaction, and nothing here is ever updated or
 * deleted. A member's balance is the sum of debit - credit of their entries; a void is a new entry that reverses one
 * (`reversal_of`), at most once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: recordColumns.id,
    golf_course_id: club(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    entry_date: date('entry_date', { mode: 'string' }).notNull(),
    debit_minor: minorUnits('debit_minor').notNull().default(0),
    credit_minor: minorUnits('credit_minor').notNull().default(0),
    document: varchar('document', { length: 16, enum: ['expense', 'payment', 'opening_balance', 'bill'] }).notNull(),
    document_id: integer('document_id').notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    reversal_of: integer('reversal_of').references((): AnyPgColumn => ledgerEntries.id),
    reason: text('reason'),
    created_at: recordColumns.created_at,
    created_by: integer('created_by'),
  },
  (table) => [
    index('ledger_entries_member').on(table.golf_course_id, table.member_id, table.entry_date),
    index('ledger_entries_document').on(table.golf_course_id, table.document, table.document_id),
    uniqueIndex('ledger_entries_reversal_of_unique').on(table.reversal_of),
    check('ledger_entries_amounts', sql`${table.debit_minor} >= 0 and ${table.credit_minor} >= 0`),
    check('ledger_entries_document', sql`${table.document} in ('expense', 'payment', 'opening_balance', 'bill')`),
  ],
);

/**
 * A posting's Idempotency-Key: a retried request with the same key answers the document the first one made; the
 * same key with another body is refused.
 */
export const billingIdempotencyKeys = pgTable(
  'billing_idempotency_keys',
  {
    id: recordColumns.id,
    golf_course_id: club(),
    operation: varchar('operation', { length: 40 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    request_hash: varchar('request_hash', { length: 64 }).notNull(),
    document_id: integer('document_id').notNull(),
    created_at: recordColumns.created_at,
  },
  (table) => [uniqueIndex('billing_idempotency_keys_unique').on(table.golf_course_id, table.operation, table.key)],
);
