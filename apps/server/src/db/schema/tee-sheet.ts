import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { accountsHeads, memberExpenses, memberTypes } from './billing.js';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { members } from './members.js';
import { users } from './users.js';

const clubColumn = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);

/** A club-local time of day, `HH:MM`, as the golf package's club clock writes it. */
export const timeOfDay = (name: string) => varchar(name, { length: 5 });

/** A part of a template's day with its own capacity or kind of slot: two-balls only before 08:00. */
export type TemplateTimeRange = { from: string; to: string; capacity?: number; kind?: string };

/** How far ahead the members of one type may book and the hour it opens, beside the club's default. */
export type MemberTypeBookingWindow = { member_type_id: number; days_ahead: number; opens_at: string };

/** How a club's days are made: the weekdays and season it fits, its starts, tees, and slots' capacity and kind. */
export const teeSheetTemplates = pgTable(
  'tee_sheet_templates',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    season_from: varchar('season_from', { length: 5 }),
    season_to: varchar('season_to', { length: 5 }),
    first_start: timeOfDay('first_start').notNull(),
    last_start: timeOfDay('last_start').notNull(),
    interval_minutes: smallint('interval_minutes').notNull(),
    tees: varchar('tees', { length: 8, enum: ['one_tee', 'two_tees'] })
      .notNull()
      .default('one_tee'),
    crossover: timeOfDay('crossover'),
    capacity: smallint('capacity').notNull().default(4),
    kind: varchar('kind', { length: 12 }).notNull().default('open'),
    time_ranges: jsonb('time_ranges').$type<TemplateTimeRange[]>().notNull().default([]),
  },
  (table) => [
    index('tee_sheet_templates_golf_course_id_name').on(table.golf_course_id, table.name, table.id),
    check('tee_sheet_templates_capacity', sql`${table.capacity} between 1 and 4`),
    check('tee_sheet_templates_interval', sql`${table.interval_minutes} between 6 and 12`),
    check('tee_sheet_templates_season', sql`(${table.season_from} is null) = (${table.season_to} is null)`),
  ],
);

/** A part of a day kept off the sheet: a competition, maintenance, or the course closed, with its reason. */
export const teeSheetBlocks = pgTable(
  'tee_sheet_blocks',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    from_time: timeOfDay('from_time'),
    to_time: timeOfDay('to_time'),
    tee: smallint('tee'),
    kind: varchar('kind', { length: 13, enum: ['competition', 'maintenance', 'course_closed'] }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
  },
  (table) => [
    index('tee_sheet_blocks_golf_course_id_date').on(table.golf_course_id, table.date, table.id),
    check('tee_sheet_blocks_tee', sql`${table.tee} is null or ${table.tee} in (1, 10)`),
    check('tee_sheet_blocks_kind', sql`${table.kind} in ('competition', 'maintenance', 'course_closed')`),
  ],
);

/**
 * A club's booking rules, one row a club: the booking window of every member (and of each member type that differs),
 * the limits on bookings held, the guests a member may bring, the cut-off to cancel on time, the no-show rule, and the
 * ledger head green fees are posted to.
 */
export const bookingRules = pgTable(
  'booking_rules',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    days_ahead: smallint('days_ahead').notNull().default(7),
    opens_at: timeOfDay('opens_at').notNull().default('19:00'),
    member_type_windows: jsonb('member_type_windows').$type<MemberTypeBookingWindow[]>().notNull().default([]),
    maximum_bookings_held: smallint('maximum_bookings_held'),
    maximum_bookings_per_day: smallint('maximum_bookings_per_day'),
    maximum_guests: smallint('maximum_guests').notNull().default(3),
    cancel_cut_off_hours: smallint('cancel_cut_off_hours').notNull().default(24),
    no_shows: smallint('no_shows').notNull().default(3),
    no_show_within_days: smallint('no_show_within_days').notNull().default(90),
    suspension_days: smallint('suspension_days').notNull().default(14),
    green_fee_accounts_head_id: integer('green_fee_accounts_head_id').references(() => accountsHeads.id),
    /** A ballot lost within this many days before a ballot's day weighs its members' entries (decision 0111). */
    ballot_losses_within_days: smallint('ballot_losses_within_days').notNull().default(90),
    /** How long a freed place offered from the waiting list is held for the member. */
    waiting_list_hold_minutes: smallint('waiting_list_hold_minutes').notNull().default(120),
  },
  (table) => [
    uniqueIndex('booking_rules_golf_course_id_unique').on(table.golf_course_id),
    check('booking_rules_days_ahead', sql`${table.days_ahead} between 0 and 365`),
    check('booking_rules_guests', sql`${table.maximum_guests} between 0 and 3`),
    check(
      'booking_rules_no_show_rule',
      sql`${table.no_shows} >= 1 and ${table.no_show_within_days} >= 1 and ${table.suspension_days} >= 1`,
    ),
  ],
);

/** A row of the club's green fee table, as `greenFee` takes them: who, which member type, days and times, the fee. */
export const greenFees = pgTable(
  'green_fees',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    player: varchar('player', { length: 7, enum: ['member', 'guest', 'visitor'] }).notNull(),
    member_type_id: integer('member_type_id').references(() => memberTypes.id),
    weekdays: smallint('weekdays').array(),
    from_time: timeOfDay('from_time'),
    to_time: timeOfDay('to_time'),
    amount_minor: integer('amount_minor').notNull(),
  },
  (table) => [
    index('green_fees_golf_course_id').on(table.golf_course_id, table.id),
    check('green_fees_player', sql`${table.player} in ('member', 'guest', 'visitor')`),
    check('green_fees_amount', sql`${table.amount_minor} >= 0`),
  ],
);

/**
 * A tee time someone has booked: one row a slot (club, day, time, tee), made by its first booking. Every booking
 * changes `places_taken` in its transaction, so two bookings of one slot wait for each other on this row, and the CHECK
 * keeps a fifth player out whatever the code asks (decision 0107).
 */
export const teeTimes = pgTable(
  'tee_times',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    time: timeOfDay('time').notNull(),
    tee: smallint('tee').notNull(),
    capacity: smallint('capacity').notNull(),
    places_taken: smallint('places_taken').notNull().default(0),
  },
  (table) => [
    uniqueIndex('tee_times_slot_unique').on(table.golf_course_id, table.date, table.time, table.tee),
    check('tee_times_places', sql`${table.places_taken} between 0 and ${table.capacity}`),
    check('tee_times_capacity', sql`${table.capacity} between 1 and 4`),
    check('tee_times_tee', sql`${table.tee} in (1, 10)`),
  ],
);

/** A member's booking of a tee time for themself and up to three others; cancelled, never deleted. */
export const bookings = pgTable(
  'bookings',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tee_time_id: integer('tee_time_id')
      .notNull()
      .references(() => teeTimes.id),
    date: date('date', { mode: 'string' }).notNull(),
    time: timeOfDay('time').notNull(),
    tee: smallint('tee').notNull(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: varchar('status', { length: 9, enum: ['booked', 'cancelled'] })
      .notNull()
      .default('booked'),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelled_by: integer('cancelled_by').references(() => users.id),
    cancelled_late: boolean('cancelled_late'),
  },
  (table) => [
    index('bookings_golf_course_id_date').on(table.golf_course_id, table.date, table.time, table.id),
    index('bookings_member').on(table.golf_course_id, table.member_id, table.date),
    check('bookings_status', sql`${table.status} in ('booked', 'cancelled')`),
  ],
);

/**
 * A place in a booking: a member of the club, a guest by name and e-mail, or a place to be confirmed. `active` while
 * the booking stands and the player is in it: one member is in at most one active place at a tee time (a partial
 * unique index, decision 0107).
 */
export const bookingPlayers = pgTable(
  'booking_players',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    date: date('date', { mode: 'string' }).notNull(),
    time: timeOfDay('time').notNull(),
    position: smallint('position').notNull(),
    kind: varchar('kind', { length: 6, enum: ['member', 'guest', 'tbc'] }).notNull(),
    member_id: integer('member_id').references(() => members.id),
    guest_name: varchar('guest_name', { length: 200 }),
    guest_email: varchar('guest_email', { length: 254 }),
    active: boolean('active').notNull().default(true),
    green_fee_minor: integer('green_fee_minor'),
    member_expense_id: integer('member_expense_id').references(() => memberExpenses.id),
    checked_in_at: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    checked_in_by: integer('checked_in_by').references(() => users.id),
    no_show_at: timestamp('no_show_at', { withTimezone: true, mode: 'date' }),
    no_show_by: integer('no_show_by').references(() => users.id),
    /** Taken out of a standing booking by a change (with who): no longer one of its players. */
    removed_at: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    removed_by: integer('removed_by').references(() => users.id),
  },
  (table) => [
    index('booking_players_booking').on(table.booking_id, table.position),
    uniqueIndex('booking_players_member_tee_time_unique')
      .on(table.golf_course_id, table.date, table.time, table.member_id)
      .where(sql`${table.member_id} is not null and ${table.active}`),
    index('booking_players_member_no_shows')
      .on(table.golf_course_id, table.member_id, table.date)
      .where(sql`${table.no_show_at} is not null`),
    check('booking_players_kind', sql`${table.kind} in ('member', 'guest', 'tbc')`),
    check(
      'booking_players_who',
      sql`(${table.kind} = 'member') = (${table.member_id} is not null) and (${table.kind} = 'guest') = (${table.guest_name} is not null)`,
    ),
    check('booking_players_position', sql`${table.position} between 1 and 4`),
  ],
);

/**
 * A visitors' group booking on the club's public page, without an account: held (its places taken on the slot's row)
 * until the mailed code confirms it or the hold expires, when its places are freed. The green fee owed is recorded,
 * paid on arrival.
 */
export const visitorBookings = pgTable(
  'visitor_bookings',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tee_time_id: integer('tee_time_id')
      .notNull()
      .references(() => teeTimes.id),
    date: date('date', { mode: 'string' }).notNull(),
    time: timeOfDay('time').notNull(),
    tee: smallint('tee').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    handicap_index: numeric('handicap_index', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    players: smallint('players').notNull(),
    status: varchar('status', { length: 9, enum: ['held', 'confirmed', 'expired'] })
      .notNull()
      .default('held'),
    code_hash: varchar('code_hash', { length: 64 }),
    code_attempts: smallint('code_attempts').notNull().default(0),
    hold_expires_at: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The group's green fees, owed and paid on arrival. */
    green_fee_minor: integer('green_fee_minor').notNull(),
  },
  (table) => [
    index('visitor_bookings_golf_course_id_date').on(table.golf_course_id, table.date, table.time, table.id),
    index('visitor_bookings_held')
      .on(table.tee_time_id)
      .where(sql`${table.status} = 'held'`),
    check('visitor_bookings_status', sql`${table.status} in ('held', 'confirmed', 'expired')`),
    check('visitor_bookings_players', sql`${table.players} between 1 and 4`),
    check('visitor_bookings_tee', sql`${table.tee} in (1, 10)`),
    check('visitor_bookings_green_fee', sql`${table.green_fee_minor} >= 0`),
  ],
);
