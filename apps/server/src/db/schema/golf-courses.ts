import { boolean, check, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { attachments } from './attachments.js';
import { recordColumns } from './columns.js';
import { cities, countries, states } from './master-data.js';

/** A golf club: the tenant every club-scoped row belongs to through `golf_course_id`. */
export const golfCourses = pgTable(
  'golf_courses',
  {
    ...recordColumns,
    name: varchar('name', { length: 200 }).notNull(),
    short_name: varchar('short_name', { length: 50 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    website: varchar('website', { length: 300 }).notNull().default(''),
    address: text('address').notNull().default(''),
    postal_code: varchar('postal_code', { length: 20 }).notNull().default(''),
    country_id: integer('country_id').references(() => countries.id),
    state_id: integer('state_id').references(() => states.id),
    city_id: integer('city_id').references(() => cities.id),
    /**
     * The logo's address before logos were uploaded; nothing reads or writes it since `logo_id`. Dropped in a later
     * migration of its own (expand, then contract: decision 0032), so that no migration both drops and adds a column.
     */
    logo: varchar('logo', { length: 500 }),
    logo_id: integer('logo_id').references(() => attachments.id),
    time_zone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    date_format: varchar('date_format', { length: 20, enum: ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD-MM-YYYY'] })
      .notNull()
      .default('DD/MM/YYYY'),
    distance_unit: varchar('distance_unit', { length: 10, enum: ['yards', 'metres'] })
      .notNull()
      .default('yards'),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    individual_rounds_enabled: boolean('individual_rounds_enabled').notNull().default(false),
    holes_count: smallint('holes_count').notNull().default(18),
    /** Billing: the month the club's financial year starts, 1 to 12; yearly, half-yearly and quarterly charges fall from it. */
    financial_year_start_month: smallint('financial_year_start_month').notNull().default(1),
    /** Billing: the club's members may read their own account statement. */
    members_read_own_statement: boolean('members_read_own_statement').notNull().default(false),
    /** Printing: the paper the club's results sheets are laid out on. */
    paper_size: varchar('paper_size', { length: 6, enum: ['A4', 'letter'] })
      .notNull()
      .default('A4'),
    /** Tournaments: how many of a tournament's prizes one player may win when its results are published. */
    prizes_per_player: smallint('prizes_per_player').notNull().default(1),
    /** Scoring: the marker's signature on the club-house device attests the card for the player too (Rule 3.3b). */
    marker_signature_attests: boolean('marker_signature_attests').notNull().default(false),
    /** General play: hours after its start time within which a round registered for handicap is to be returned. */
    general_play_return_hours: smallint('general_play_return_hours').notNull().default(24),
    /** General play: minutes after a start time that a round may still be registered for handicap. */
    general_play_grace_minutes: smallint('general_play_grace_minutes').notNull().default(30),
    /** Tournaments: members' entry fees are taken from their competition purse, prepaid at the club. */
    competition_purse: boolean('competition_purse').notNull().default(false),
    status: varchar('status', { length: 10, enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    contact_name: varchar('contact_name', { length: 200 }).notNull().default(''),
    contact_email: varchar('contact_email', { length: 254 }).notNull().default(''),
    contact_phone: varchar('contact_phone', { length: 40 }).notNull().default(''),
  },
  (table) => [
    check('golf_courses_status', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('golf_courses_distance_unit', sql`${table.distance_unit} in ('yards', 'metres')`),
    check('golf_courses_holes_count', sql`${table.holes_count} in (9, 18, 27, 36)`),
    check('golf_courses_financial_year_start_month', sql`${table.financial_year_start_month} between 1 and 12`),
    check('golf_courses_paper_size', sql`${table.paper_size} in ('A4', 'letter')`),
    check('golf_courses_prizes_per_player', sql`${table.prizes_per_player} between 1 and 10`),
    index('golf_courses_status').on(table.status),
    index('golf_courses_city_id').on(table.city_id),
  ],
);
