import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';

export const countries = pgTable(
  'countries',
  {
    ...recordColumns,
    name: varchar('name', { length: 100 }).notNull(),
    iso_code: varchar('iso_code', { length: 2 }).notNull(),
    phone_code: varchar('phone_code', { length: 8 }).notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('countries_name_unique').on(sql`lower(${table.name})`),
    uniqueIndex('countries_iso_code_unique').on(table.iso_code),
  ],
);

export const states = pgTable(
  'states',
  {
    ...recordColumns,
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 10 }).notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('states_country_name_unique').on(table.country_id, sql`lower(${table.name})`),
    index('states_country_id').on(table.country_id),
  ],
);

export const cities = pgTable(
  'cities',
  {
    ...recordColumns,
    state_id: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: varchar('name', { length: 100 }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('cities_state_name_unique').on(table.state_id, sql`lower(${table.name})`),
    index('cities_state_id').on(table.state_id),
  ],
);

export const userTypes = pgTable(
  'user_type',
  {
    ...recordColumns,
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [uniqueIndex('user_type_name_unique').on(sql`lower(${table.name})`)],
);

export const prizeTypes = pgTable(
  'prize_types',
  {
    ...recordColumns,
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [uniqueIndex('prize_types_name_unique').on(sql`lower(${table.name})`)],
);

export const scoreTerms = pgTable(
  'score_terms',
  {
    ...recordColumns,
    name: varchar('name', { length: 50 }).notNull(),
    strokes_to_par: smallint('strokes_to_par'),
    is_hole_in_one: boolean('is_hole_in_one').notNull().default(false),
    colour: varchar('colour', { length: 7 }).notNull().default('#9e9e9e'),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('score_terms_name_unique').on(sql`lower(${table.name})`),
    uniqueIndex('score_terms_strokes_to_par_unique').on(table.strokes_to_par),
    uniqueIndex('score_terms_one_hole_in_one')
      .on(table.is_hole_in_one)
      .where(sql`${table.is_hole_in_one}`),
    check(
      'score_terms_strokes_to_par',
      sql`(${table.is_hole_in_one} and ${table.strokes_to_par} is null) or (not ${table.is_hole_in_one} and ${table.strokes_to_par} between -4 and 3)`,
    ),
  ],
);
