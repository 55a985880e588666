import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { members } from './members.js';
import { bookings, timeOfDay } from './tee-sheet.js';

const clubColumn = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);

/** A player of a ballot entry or a waiting list request beside its member, as a booking names them. */
export type GroupPlayer =
  { kind: 'member'; member_id: number } | { kind: 'guest'; name: string; email: string } | { kind: 'tbc' };

/** A slot of the balloted day an entry could take, as the draw explains it. */
export type BallotSlotWords = { time: string; tee: number };

/**
 * A ballot for a busy day: the window of its times, closed to ordinary booking while it is open, and its closing
 * time, both on the club's clock (`closes_at` a club-local `YYYY-MM-DDTHH:MM`). Drawn once, with its seed recorded so
 * the draw can be made again (decision 0111).
 */
export const ballots = pgTable(
  'ballots',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    from_time: timeOfDay('from_time').notNull(),
    to_time: timeOfDay('to_time').notNull(),
    closes_at: varchar('closes_at', { length: 16 }).notNull(),
    status: varchar('status', { length: 5, enum: ['open', 'drawn'] })
      .notNull()
      .default('open'),
    seed: integer('seed'),
    drawn_at: timestamp('drawn_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('ballots_golf_course_id_date').on(table.golf_course_id, table.date, table.id),
    index('ballots_open_closes_at')
      .on(table.closes_at)
      .where(sql`${table.status} = 'open'`),
    check('ballots_status', sql`${table.status} in ('open', 'drawn')`),
    check('ballots_window', sql`${table.from_time} <= ${table.to_time}`),
    check(
      'ballots_drawn',
      sql`(${table.status} = 'drawn') = (${table.seed} is not null and ${table.drawn_at} is not null)`,
    ),
  ],
);

/**
 * A group entered in a ballot by one of its members, with its preferred window of times; after the draw, the tee
 * time it was given (and its booking) or none, and why: its draw order, weight, the slots it could take, in words.
 */
export const ballotEntries = pgTable(
  'ballot_entries',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    ballot_id: integer('ballot_id')
      .notNull()
      .references(() => ballots.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    others: jsonb('others').$type<GroupPlayer[]>().notNull().default([]),
    from_time: timeOfDay('from_time').notNull(),
    to_time: timeOfDay('to_time').notNull(),
    outcome: varchar('outcome', { length: 17, enum: ['placed', 'no_slot_in_window', 'slots_taken'] }),
    draw_order: smallint('draw_order'),
    weight: doublePrecision('weight'),
    slots_it_could_take: jsonb('slots_it_could_take').$type<BallotSlotWords[]>(),
    time: timeOfDay('time'),
    tee: smallint('tee'),
    booking_id: integer('booking_id').references(() => bookings.id),
    explanation: varchar('explanation', { length: 1000 }),
  },
  (table) => [
    index('ballot_entries_ballot').on(table.golf_course_id, table.ballot_id, table.id),
    check('ballot_entries_window', sql`${table.from_time} <= ${table.to_time}`),
    check(
      'ballot_entries_outcome',
      sql`${table.outcome} is null or ${table.outcome} in ('placed', 'no_slot_in_window', 'slots_taken')`,
    ),
    check('ballot_entries_placed', sql`(${table.outcome} = 'placed') = (${table.booking_id} is not null)`),
  ],
);

/**
 * The members of a ballot's entries, one row each: a member is in at most one entry of a ballot, held by a unique
 * index under a race as the code checks it first.
 */
export const ballotEntryMembers = pgTable(
  'ballot_entry_members',
  {
    id: recordColumns.id,
    golf_course_id: clubColumn(),
    ballot_id: integer('ballot_id')
      .notNull()
      .references(() => ballots.id, { onDelete: 'cascade' }),
    ballot_entry_id: integer('ballot_entry_id')
      .notNull()
      .references(() => ballotEntries.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
  },
  (table) => [
    uniqueIndex('ballot_entry_members_once').on(table.ballot_id, table.member_id),
    index('ballot_entry_members_member').on(table.golf_course_id, table.member_id),
    index('ballot_entry_members_entry').on(table.ballot_entry_id),
  ],
);

/**
 * A member's request for a window of a full day, first come first served: `waiting`, `offered` a freed place (held
 * for them until `offer_held_until`, its places counted on the tee time's row), then `accepted` (its booking),
 * `declined` or `expired`. A ballot's losers are put on it with their group.
 */
export const waitingList = pgTable(
  'waiting_list',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    date: date('date', { mode: 'string' }).notNull(),
    from_time: timeOfDay('from_time').notNull(),
    to_time: timeOfDay('to_time').notNull(),
    others: jsonb('others').$type<GroupPlayer[]>().notNull().default([]),
    places: smallint('places').notNull(),
    ballot_entry_id: integer('ballot_entry_id').references(() => ballotEntries.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 8, enum: ['waiting', 'offered', 'accepted', 'declined', 'expired'] })
      .notNull()
      .default('waiting'),
    offered_time: timeOfDay('offered_time'),
    offered_tee: smallint('offered_tee'),
    offered_at: timestamp('offered_at', { withTimezone: true, mode: 'date' }),
    offer_held_until: timestamp('offer_held_until', { withTimezone: true, mode: 'date' }),
    booking_id: integer('booking_id').references(() => bookings.id),
  },
  (table) => [
    index('waiting_list_golf_course_id_date').on(table.golf_course_id, table.date, table.id),
    uniqueIndex('waiting_list_member_day_once')
      .on(table.golf_course_id, table.member_id, table.date)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waiting_list_offers_held')
      .on(table.offer_held_until)
      .where(sql`${table.status} = 'offered'`),
    check('waiting_list_status', sql`${table.status} in ('waiting', 'offered', 'accepted', 'declined', 'expired')`),
    check('waiting_list_window', sql`${table.from_time} <= ${table.to_time}`),
    check('waiting_list_places', sql`${table.places} between 1 and 4`),
    check(
      'waiting_list_offered',
      sql`${table.status} <> 'offered' or (${table.offer_held_until} is not null and ${table.offered_time} is not null and ${table.offered_tee} is not null)`,
    ),
  ],
);
