import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { prizeTypes } from './master-data.js';
import { members } from './members.js';
import { playerRounds } from './tournaments.js';
import { users } from './users.js';

const clubColumn = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);

/**
 * A side contest on a hole of a tournament's round: longest drive, nearest the pin or nearest the centre line, for
 * the whole field or one gender or category, measured in the unit the club measures in (feet and inches for the pin
 * at a club of yards), for a prize of its type.
 */
export const contests = pgTable(
  'contests',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    player_round_id: integer('player_round_id')
      .notNull()
      .references(() => playerRounds.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20, enum: ['longest_drive', 'nearest_to_pin', 'nearest_to_centre'] }).notNull(),
    hole_number: smallint('hole_number').notNull(),
    gender: varchar('gender', { length: 1, enum: ['M', 'F'] }),
    category: varchar('category', { length: 50 }).notNull().default(''),
    unit: varchar('unit', { length: 15, enum: ['metres', 'yards', 'feet_and_inches'] }).notNull(),
    prize_type_id: integer('prize_type_id').references(() => prizeTypes.id),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [
    index('contests_player_round_id').on(table.player_round_id),
    index('contests_golf_course_id_kind').on(table.golf_course_id, table.kind),
    check('contests_kind', sql`${table.kind} in ('longest_drive', 'nearest_to_pin', 'nearest_to_centre')`),
    check('contests_unit', sql`${table.unit} in ('metres', 'yards', 'feet_and_inches')`),
    check('contests_hole_number', sql`${table.hole_number} between 1 and 36`),
  ],
);

/**
 * A measurement of a player in a contest: whole millimetres, or none when the ball missed the fairway or the green
 * ("not in contention"); the phone's position and its accuracy when one was taken. Never changed: a correction is a
 * later measurement of the same player, and the latest counts. The phone's `client_key` is unique, so a measurement
 * sent twice is stored once.
 */
export const contestMeasurements = pgTable(
  'contest_measurements',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    // A measured contest is kept: deleting it is refused with the count of its measurements (retire it instead).
    contest_id: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    distance_millimetres: integer('distance_millimetres'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    accuracy_metres: numeric('accuracy_metres', { precision: 6, scale: 1, mode: 'number' }),
    client_key: uuid('client_key').notNull(),
    measured_by_user_id: integer('measured_by_user_id').references(() => users.id),
    measured_at: timestamp('measured_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contest_measurements_client_key').on(table.client_key),
    index('contest_measurements_contest_id_member_id').on(table.contest_id, table.member_id),
    check('contest_measurements_distance', sql`${table.distance_millimetres} >= 0`),
    check('contest_measurements_latitude', sql`${table.latitude} between -90 and 90`),
    check('contest_measurements_longitude', sql`${table.longitude} between -180 and 180`),
  ],
);
