import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { holeCategories } from './courses.js';
import { golfCourses } from './golf-courses.js';
import { members } from './members.js';
import { playerRounds } from './tournaments.js';

const tenths = (name: string, precision = 4) => numeric(name, { precision, scale: 1, mode: 'number' });

/** Where a score record comes from. */
export const scoreRecordSources = ['tournament_round', 'individual_round', 'imported', 'penalty'] as const;

/**
 * A golfer's score for handicap purposes (WHS Rules 3, 5.1): one per completed round that counts, or imported from
 * the club's past records. The first columns are the score as played; the last ones (from `counted_differential` on)
 * are written by each revision of the golfer's Handicap Index, recomputed from all their records (decision 0075).
 */
export const scoreRecords = pgTable(
  'score_records',
  {
    ...recordColumns,
    /** The club the score was played at (a round) or that imported it. */
    golf_course_id: integer('golf_course_id')
      .notNull()
      .references(() => golfCourses.id),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    player_round_id: integer('player_round_id').references(() => playerRounds.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 16, enum: scoreRecordSources }).notNull(),
    played_on: date('played_on', { mode: 'string' }).notNull(),
    course_name: varchar('course_name', { length: 200 }).notNull().default(''),
    hole_category_id: integer('hole_category_id').references(() => holeCategories.id),
    tee_name: varchar('tee_name', { length: 100 }).notNull().default(''),
    holes: smallint('holes').notNull(),
    course_rating: tenths('course_rating'),
    slope_rating: smallint('slope_rating'),
    par: smallint('par'),
    /** The course handicap played off (rounded), for net double bogey and the net score; null without an index. */
    course_handicap: smallint('course_handicap'),
    gross_score: smallint('gross_score'),
    adjusted_gross_score: smallint('adjusted_gross_score'),
    /** Holes not played, counted as net par (WHS Rule 3.2): the score is an estimate when any are. */
    holes_estimated: smallint('holes_estimated').notNull().default(0),
    pcc: tenths('pcc', 2).notNull().default(0),
    /** The record's own differential (a 9-hole score's on its nine's ratings), rounded to a tenth (WHS Rule 5.1). */
    score_differential: tenths('score_differential').notNull(),
    unrounded_differential: doublePrecision('unrounded_differential').notNull(),
    /** Card order pars and strokes of a round's record (strokes null: picked up or not played); empty when imported without its card. */
    hole_pars: smallint('hole_pars')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    hole_strokes: smallint('hole_strokes')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`)
      .$type<(number | null)[]>(),
    /** A penalty score's reason, as the Handicap Committee gave it (WHS Rule 7.2a); empty for a score played. */
    penalty_reason: text('penalty_reason').notNull().default(''),
    /** The 18-hole differential this record adds to the history; null for a nine waiting for its pair. */
    counted_differential: tenths('counted_differential'),
    /** The other nine of a 9-hole pair. */
    paired_with_id: integer('paired_with_id'),
    /** 0, 1 or 2 when this score is exceptional (WHS Rule 5.9). */
    exceptional_reduction: smallint('exceptional_reduction').notNull().default(0),
    /** Strokes taken off `counted_differential` by exceptional scores (its own and later ones). */
    esr_adjustment: smallint('esr_adjustment').notNull().default(0),
    /** Among the differentials the latest Handicap Index averages (the counting 8 of 20). */
    counting: boolean('counting').notNull().default(false),
    /** The Handicap Index of the revision at the end of this record's day, and the cap it took. */
    handicap_index_after: tenths('handicap_index_after', 3),
    cap_applied: varchar('cap_applied', { length: 4, enum: ['soft', 'hard'] }),
  },
  (table) => [
    index('score_records_member_played_on').on(table.member_id, table.played_on, table.id),
    index('score_records_golf_course_played_on').on(table.golf_course_id, table.played_on),
    uniqueIndex('score_records_round_member_unique')
      .on(table.player_round_id, table.member_id)
      .where(sql`${table.player_round_id} is not null`),
    check(
      'score_records_source',
      sql`${table.source} in ('tournament_round', 'individual_round', 'imported', 'penalty')`,
    ),
    check('score_records_holes', sql`${table.holes} in (9, 18)`),
    check('score_records_slope_rating', sql`${table.slope_rating} between 55 and 155`),
    check('score_records_pcc', sql`${table.pcc} between -1 and 3`),
    check('score_records_exceptional_reduction', sql`${table.exceptional_reduction} between 0 and 2`),
    check('score_records_cap_applied', sql`${table.cap_applied} is null or ${table.cap_applied} in ('soft', 'hard')`),
  ],
);

/** A club's playing conditions calculation for a day (WHS Rule 5.6), set by its organisers; 0 when none is set. */
export const playingConditions = pgTable(
  'playing_conditions',
  {
    ...recordColumns,
    golf_course_id: integer('golf_course_id')
      .notNull()
      .references(() => golfCourses.id),
    played_on: date('played_on', { mode: 'string' }).notNull(),
    pcc: tenths('pcc', 2).notNull().default(0),
  },
  (table) => [
    uniqueIndex('playing_conditions_day_unique').on(table.golf_course_id, table.played_on),
    check('playing_conditions_pcc', sql`${table.pcc} between -1 and 3`),
  ],
);

/**
 * A golfer's figures of the club table (`all_members_handicap_performance`), kept so that a page costs a page: the
 * Handicap Index in force 3 and 12 months before `computed_on`, score records of the 12 months to it, the last day
 * played, an exceptional score in those 12 months and the latest revision's cap. Any change to the golfer's records or
 * index history marks the row stale in its own transaction (triggers of migration 0017); the table works stale rows
 * out again when it is read, and every row of a club again on the first read of a day (decision 0082). A golfer with
 * no row has neither records nor history entries. Not announced: a refresh changes nothing a list shows.
 */
export const memberHandicapSummaries = pgTable('member_handicap_summaries', {
  member_id: integer('member_id').primaryKey(),
  /** Raised by every change to the golfer's records or history: a refresh read before it must not land after it. */
  revision: integer('revision').notNull().default(0),
  /** The day the figures are for; null when stale. */
  computed_on: date('computed_on', { mode: 'string' }),
  index_3_months_ago: tenths('index_3_months_ago', 3),
  index_12_months_ago: tenths('index_12_months_ago', 3),
  rounds_played: integer('rounds_played').notNull().default(0),
  last_played_on: date('last_played_on', { mode: 'string' }),
  exceptional_scores: boolean('exceptional_scores').notNull().default(false),
  cap_applied: varchar('cap_applied', { length: 4, enum: ['soft', 'hard'] }),
  /** The graph variant's sparkline: the entry in force 12 months before `computed_on`, then every entry since. */
  index_points: jsonb('index_points').$type<SummaryIndexPoint[]>().notNull().default([]),
  /** The score-differential variant's latest 20 counted differentials, the oldest first (decision 0085). */
  differentials: jsonb('differentials').$type<SummaryDifferential[]>().notNull().default([]),
});

/** A point of a golfer's index over 12 months, as `member_handicap_summaries.index_points` keeps it. */
export type SummaryIndexPoint = { effective_on: string; handicap_index: number };
/** One of a golfer's latest differentials, as `member_handicap_summaries.differentials` keeps it. */
export type SummaryDifferential = {
  played_on: string;
  counted_differential: number;
  counting: boolean;
  exceptional_reduction: number;
};
