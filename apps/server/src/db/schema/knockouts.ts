import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { members } from './members.js';
import { tournaments } from './tournaments.js';

const clubColumn = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);

/**
 * A knockout tournament's draw: the first round's lines in bracket order (a member id, or null for a bye), how the
 * field was seeded (the random draw's seed kept to replay it), and the day each round is played by.
 */
export const knockoutDraws = pgTable(
  'knockout_draws',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    seeding: varchar('seeding', { length: 10 }).notNull(),
    seed: integer('seed'),
    /** The members by seed, seed 1 first. */
    seeds: jsonb('seeds').$type<number[]>().notNull(),
    slots: jsonb('slots').$type<(number | null)[]>().notNull(),
    round_deadlines: jsonb('round_deadlines').$type<string[]>().notNull(),
    /** The consolation bracket's own deadlines; none when each of its rounds is played by the next main round's. */
    consolation_round_deadlines: jsonb('consolation_round_deadlines').$type<string[]>(),
  },
  (table) => [uniqueIndex('knockout_draws_tournament_id').on(table.tournament_id)],
);

/** A knockout match's result, entered by either player or an organiser: its winner goes on to the next round. */
export const knockoutResults = pgTable(
  'knockout_results',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** The main draw, or the consolation bracket of the first round's losers. */
    bracket: varchar('bracket', { length: 12 }).notNull().default('main'),
    round: smallint('round').notNull(),
    match: smallint('match').notNull(),
    winner_member_id: integer('winner_member_id')
      .notNull()
      .references(() => members.id),
    decided_by: varchar('decided_by', { length: 12 }).notNull(),
    holes_up: smallint('holes_up'),
    holes_to_play: smallint('holes_to_play'),
    extra_holes: smallint('extra_holes'),
    /** The result in match play's words, as `knockoutMatchResult` gives it. */
    result: varchar('result', { length: 20 }).notNull(),
    played_on: date('played_on', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('knockout_results_match').on(table.tournament_id, table.bracket, table.round, table.match),
    index('knockout_results_winner_member_id').on(table.winner_member_id),
    check('knockout_results_round', sql`${table.round} >= 1 and ${table.match} >= 1`),
    check('knockout_results_bracket', sql`${table.bracket} in ('main', 'consolation')`),
  ],
);
