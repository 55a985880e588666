import type { ResultCategory, ResultMatch, ResultSkins, ResultTeam } from '@fairway/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { playerRoundGroups, tournaments } from './tournaments.js';
import { users } from './users.js';

const clubColumn = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);

/**
 * A tournament's results as one calculation stored them: its format and basis, who calculated them and when, the
 * categories with their rows as the results contract answers them, and whether they are published. The next
 * calculation replaces the current one in one transaction; the replaced snapshot stays, with who replaced it and when,
 * as the tournament's history. Rows are never deleted. Once published, a recalculation after a correction is stored
 * beside the published snapshot, unpublished, until it is published in its place: so at most one current snapshot
 * of each kind.
 */
export const tournamentResults = pgTable(
  'tournament_results',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    format: varchar('format', { length: 30 }).notNull(),
    basis: varchar('basis', { length: 10 }).notNull(),
    calculated_at: timestamp('calculated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    calculated_by: integer('calculated_by').references(() => users.id),
    categories: jsonb('categories').$type<ResultCategory[]>().notNull(),
    matches: jsonb('matches').$type<ResultMatch[]>().notNull().default([]),
    teams: jsonb('teams').$type<ResultTeam[]>().notNull().default([]),
    /** A skins game's holes and winners. */
    skins: jsonb('skins').$type<ResultSkins>(),
    /** The Peoria draw the handicaps came from (the Peoria family). */
    peoria_draw_id: integer('peoria_draw_id').references(() => tournamentPeoriaDraws.id),
    published: boolean('published').notNull().default(false),
    published_at: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    published_by: integer('published_by').references(() => users.id),
    /** Why these results were published again in place of earlier ones; null for the first publication. */
    correction_reason: text('correction_reason'),
    /** When a later calculation, or a reset for a new Peoria draw, replaced this snapshot; null for the current one. */
    replaced_at: timestamp('replaced_at', { withTimezone: true, mode: 'date' }),
    replaced_by: integer('replaced_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('tournament_results_current')
      .on(table.tournament_id, table.published)
      .where(sql`${table.replaced_at} is null`),
    index('tournament_results_tournament_id').on(table.tournament_id, table.calculated_at),
  ],
);

/**
 * The hidden holes of a Peoria-family tournament, drawn by the system after play from a recorded random seed, with
 * who drew them and when; never shown before its results are published. A reset keeps the draw, with who reset it and
 * when, and the next calculation draws anew.
 */
export const tournamentPeoriaDraws = pgTable(
  'tournament_peoria_draws',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 30 }).notNull(),
    seed: integer('seed').notNull(),
    hidden_holes: smallint('hidden_holes').array().notNull(),
    drawn_at: timestamp('drawn_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    drawn_by: integer('drawn_by').references(() => users.id),
    reset_at: timestamp('reset_at', { withTimezone: true, mode: 'date' }),
    reset_by: integer('reset_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('tournament_peoria_draws_current')
      .on(table.tournament_id)
      .where(sql`${table.reset_at} is null`),
  ],
);

/**
 * A club's table of the India double Peoria: a player whose declared handicap is at most `up_to` gets a Peoria
 * handicap of at most `cap`. A club without rows uses the published table.
 */
export const peoriaIndiaBands = pgTable(
  'peoria_india_bands',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    up_to: smallint('up_to').notNull(),
    cap: smallint('cap').notNull(),
  },
  (table) => [uniqueIndex('peoria_india_bands_up_to_unique').on(table.golf_course_id, table.up_to)],
);

/**
 * A press called by hand in a press and re-press match (a round's group): the Nassau span, the card hole after which
 * it was called and the side that called it; who recorded it and when are the record columns. Removed by deleting
 * the row (audited); the results calculation reads them with the hole results.
 */
export const matchPresses = pgTable(
  'match_presses',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    player_round_group_id: integer('player_round_group_id')
      .notNull()
      .references(() => playerRoundGroups.id, { onDelete: 'cascade' }),
    span: varchar('span', { length: 7 }).notNull(),
    after_hole: smallint('after_hole').notNull(),
    side: varchar('side', { length: 1 }).notNull(),
  },
  (table) => [
    uniqueIndex('match_presses_unique').on(table.player_round_group_id, table.span, table.after_hole),
    index('match_presses_tournament_id').on(table.tournament_id),
    check('match_presses_span', sql`${table.span} in ('front', 'back', 'overall')`),
    check('match_presses_side', sql`${table.side} in ('A', 'B')`),
  ],
);
