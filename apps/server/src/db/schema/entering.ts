import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accountsHeads, memberExpenses } from './billing.js';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { members } from './members.js';
import { tournamentMembers, tournaments } from './tournaments.js';

const clubColumn = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);

/** A Handicap Index to one decimal (plus handicaps negative). */
const tenths = (name: string) => numeric(name, { precision: 4, scale: 1, mode: 'number' });

/** The entry fee members of one type pay, beside the tournament's own fee for the others. */
export type MemberTypeEntryFee = { member_type_id: number; fee_minor: number };

/**
 * Who may enter a tournament themselves, when, and what they pay: a tournament with these rules is open for members'
 * own entries. The field's limit and the close of entries are the tournament's own (`field_limit`,
 * `entries_close_at`), as are the fee of members whose type has none here (`entry_fee_minor`).
 */
export const tournamentEntryRules = pgTable(
  'tournament_entry_rules',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    entries_open_at: timestamp('entries_open_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The member types that may enter; none named, every type. */
    member_type_ids: integer('member_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    gender: varchar('gender', { length: 1 }),
    /** The Handicap Index range, read at the index on the day entries close. */
    minimum_handicap_index: tenths('minimum_handicap_index'),
    maximum_handicap_index: tenths('maximum_handicap_index'),
    /** The tournament's categories whose golfers may enter; none named, every category. */
    categories: varchar('categories', { length: 50 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    guests_allowed: boolean('guests_allowed').notNull().default(false),
    other_clubs_allowed: boolean('other_clubs_allowed').notNull().default(false),
    /** An open event's entries by golfers of other clubs wait for the organiser's approval. */
    other_clubs_approval: boolean('other_clubs_approval').notNull().default(false),
    member_type_fees: jsonb('member_type_fees').$type<MemberTypeEntryFee[]>().notNull().default([]),
    guest_fee_minor: integer('guest_fee_minor').notNull().default(0),
    /** The ledger head entry fees are posted to; without one, fees are recorded on the entry and not posted. */
    accounts_head_id: integer('accounts_head_id').references(() => accountsHeads.id),
    waiting_list: boolean('waiting_list').notNull().default(true),
    /** A freed place goes to the first waiting at once, or is offered by mail for `offer_hours`. */
    freed_place: varchar('freed_place', { length: 8, enum: ['at_once', 'offer'] })
      .notNull()
      .default('at_once'),
    offer_hours: smallint('offer_hours').notNull().default(24),
  },
  (table) => [
    uniqueIndex('tournament_entry_rules_tournament_unique').on(table.tournament_id),
    index('tournament_entry_rules_golf_course_id').on(table.golf_course_id, table.entries_open_at, table.id),
    check(
      'tournament_entry_rules_index_range',
      sql`${table.minimum_handicap_index} is null or ${table.maximum_handicap_index} is null or ${table.minimum_handicap_index} <= ${table.maximum_handicap_index}`,
    ),
    check('tournament_entry_rules_offer_hours', sql`${table.offer_hours} between 1 and 168`),
    check('tournament_entry_rules_guest_fee', sql`${table.guest_fee_minor} >= 0`),
  ],
);

/**
 * A member's own entry of a tournament: in the field (with its row of the field), waiting, offered a freed place
 * until a time, awaiting the organiser's approval (a golfer of another club at an open event that asks for it),
 * withdrawn, lapsed or declined. Its id is the order the database took it in, which is the waiting list's. One
 * standing entry a golfer a tournament, by a unique index.
 */
export const competitionEntries = pgTable(
  'competition_entries',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    preferred_start: varchar('preferred_start', { length: 6, enum: ['early', 'middle', 'late'] }),
    status: varchar('status', {
      length: 10,
      enum: ['entered', 'waiting', 'offered', 'awaiting', 'withdrawn', 'lapsed', 'declined'],
    })
      .notNull()
      .default('entered'),
    /** The club a golfer of another club entered this open event from, their home club; null for the host's own. */
    home_golf_course_id: integer('home_golf_course_id').references(() => golfCourses.id),
    tournament_member_id: integer('tournament_member_id').references(() => tournamentMembers.id, {
      onDelete: 'set null',
    }),
    fee_minor: integer('fee_minor').notNull().default(0),
    member_expense_id: integer('member_expense_id').references(() => memberExpenses.id),
    fee_reversed: boolean('fee_reversed').notNull().default(false),
    offered_until: timestamp('offered_until', { withTimezone: true, mode: 'date' }),
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    withdrawn_by: integer('withdrawn_by'),
    /**
     * A side or team entered at once by one of its golfers: the entry of the golfer who entered it, on each of the
     * side's entries (theirs too); null for a golfer entering alone.
     */
    side_entry_id: integer('side_entry_id').references((): AnyPgColumn => competitionEntries.id),
  },
  (table) => [
    uniqueIndex('competition_entries_standing_unique')
      .on(table.tournament_id, table.member_id)
      .where(sql`${table.status} in ('entered', 'waiting', 'offered', 'awaiting')`),
    index('competition_entries_tournament_status').on(table.tournament_id, table.status, table.id),
    index('competition_entries_member').on(table.golf_course_id, table.member_id, table.id),
    index('competition_entries_side')
      .on(table.side_entry_id)
      .where(sql`${table.side_entry_id} is not null`),
    index('competition_entries_home_member')
      .on(table.home_golf_course_id, table.member_id, table.id)
      .where(sql`${table.home_golf_course_id} is not null`),
    check('competition_entries_fee', sql`${table.fee_minor} >= 0`),
    check('competition_entries_offer', sql`(${table.status} = 'offered') = (${table.offered_until} is not null)`),
  ],
);
