import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';

const clubColumn = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);

/** A tee set a club plays from (Black, Blue, White, Red). */
export const holeCategories = pgTable(
  'hole_categories',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    colour: varchar('colour', { length: 7 }).notNull().default('#ffffff'),
    gender: varchar('gender', { length: 3, enum: ['M', 'F', 'any'] })
      .notNull()
      .default('any'),
    sort_order: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('hole_categories_name_unique').on(table.golf_course_id, sql`lower(${table.name})`),
    check('hole_categories_gender', sql`${table.gender} in ('M', 'F', 'any')`),
  ],
);

/** The WHS ratings of one tee set for one gender, in force from a date. */
export const golfCourseIndexes = pgTable(
  'golf_course_indexes',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    hole_category_id: integer('hole_category_id')
      .notNull()
      .references(() => holeCategories.id),
    gender: varchar('gender', { length: 1, enum: ['M', 'F'] }).notNull(),
    course_rating: numeric('course_rating', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    slope_rating: smallint('slope_rating').notNull(),
    par: smallint('par').notNull(),
    front_course_rating: numeric('front_course_rating', { precision: 4, scale: 1, mode: 'number' }),
    front_slope_rating: smallint('front_slope_rating'),
    back_course_rating: numeric('back_course_rating', { precision: 4, scale: 1, mode: 'number' }),
    back_slope_rating: smallint('back_slope_rating'),
    effective_from: date('effective_from', { mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('golf_course_indexes_effective_from_unique').on(
      table.golf_course_id,
      table.hole_category_id,
      table.gender,
      table.effective_from,
    ),
    index('golf_course_indexes_hole_category_id').on(table.hole_category_id),
    check('golf_course_indexes_gender', sql`${table.gender} in ('M', 'F')`),
    check('golf_course_indexes_slope_rating', sql`${table.slope_rating} between 55 and 155`),
    check('golf_course_indexes_course_rating', sql`${table.course_rating} > 0`),
  ],
);

/** A hole of the course. */
export const golfCourseHoles = pgTable(
  'golf_course_holes',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    number: smallint('number').notNull(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    par: smallint('par').notNull(),
    stroke_index: smallint('stroke_index').notNull(),
    stroke_index_ladies: smallint('stroke_index_ladies'),
  },
  (table) => [
    uniqueIndex('golf_course_holes_number_unique').on(table.golf_course_id, table.number),
    check('golf_course_holes_par', sql`${table.par} between 3 and 6`),
    check('golf_course_holes_stroke_index', sql`${table.stroke_index} between 1 and 18`),
    check('golf_course_holes_stroke_index_ladies', sql`${table.stroke_index_ladies} between 1 and 18`),
  ],
);

/** One hole from one tee set: its distance, and its par and stroke index where they differ from the hole's. */
export const holeDetails = pgTable(
  'hole_details',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    hole_id: integer('hole_id')
      .notNull()
      .references(() => golfCourseHoles.id, { onDelete: 'cascade' }),
    hole_category_id: integer('hole_category_id')
      .notNull()
      .references(() => holeCategories.id),
    distance: smallint('distance'),
    distance_unit: varchar('distance_unit', { length: 10, enum: ['yards', 'metres'] })
      .notNull()
      .default('yards'),
    par: smallint('par'),
    stroke_index: smallint('stroke_index'),
  },
  (table) => [
    uniqueIndex('hole_details_hole_category_unique').on(table.golf_course_id, table.hole_id, table.hole_category_id),
    index('hole_details_hole_category_id').on(table.hole_category_id),
    check('hole_details_distance_unit', sql`${table.distance_unit} in ('yards', 'metres')`),
    check('hole_details_par', sql`${table.par} between 3 and 6`),
    check('hole_details_stroke_index', sql`${table.stroke_index} between 1 and 18`),
  ],
);

/** A point of a hole's shape (its periphery): tee, fairway centre line, layup, hazard, green. */
export const holeIntermediatePoints = pgTable(
  'hole_intermediate_points',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    hole_id: integer('hole_id')
      .notNull()
      .references(() => golfCourseHoles.id, { onDelete: 'cascade' }),
    kind: varchar('kind', {
      length: 20,
      enum: ['tee', 'fairway_centre', 'layup', 'hazard', 'green_front', 'green_centre', 'green_back'],
    }).notNull(),
    label: varchar('label', { length: 100 }).notNull().default(''),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    sort_order: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    index('hole_intermediate_points_hole_id').on(table.hole_id),
    check(
      'hole_intermediate_points_kind',
      sql`${table.kind} in ('tee', 'fairway_centre', 'layup', 'hazard', 'green_front', 'green_centre', 'green_back')`,
    ),
    check('hole_intermediate_points_latitude', sql`${table.latitude} between -90 and 90`),
    check('hole_intermediate_points_longitude', sql`${table.longitude} between -180 and 180`),
  ],
);

/** Which holes a round plays, in playing order: "Front 9", "Back 9", "Full 18". */
export const playerRoundSections = pgTable(
  'player_round_section',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    hole_ids: integer('hole_ids').array().notNull(),
  },
  (table) => [uniqueIndex('player_round_section_name_unique').on(table.golf_course_id, sql`lower(${table.name})`)],
);
