import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { members } from './members.js';
import { playerRounds } from './tournaments.js';

const clubColumn = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);

/** A club-house terminal a club admin opened: its token's hash; a revoked one no longer answers (decision 0126). */
export const clubTerminals = pgTable(
  'club_terminals',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('club_terminals_token_hash_unique').on(table.token_hash),
    index('club_terminals_golf_course_id').on(table.golf_course_id, table.id),
  ],
);

/** A golfer's sign-in for a competition's round on its day, at a terminal: once a golfer a round. */
export const terminalSignIns = pgTable(
  'terminal_sign_ins',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    club_terminal_id: integer('club_terminal_id')
      .notNull()
      .references(() => clubTerminals.id),
    player_round_id: integer('player_round_id')
      .notNull()
      .references(() => playerRounds.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
  },
  (table) => [
    uniqueIndex('terminal_sign_ins_unique').on(table.player_round_id, table.member_id),
    index('terminal_sign_ins_member_id').on(table.member_id),
    index('terminal_sign_ins_club_terminal_id').on(table.club_terminal_id),
  ],
);

/**
 * Wrong membership numbers within the current window, counted per golfer (typed after tapping their name, at any of
 * the club's terminals) or per terminal (typed alone, matching no one in today's field): once they reach the allowed
 * tries, that golfer or that terminal waits until the window ends. Kept in the database, so every server process
 * counts them.
 */
export const terminalWrongTries = pgTable(
  'terminal_wrong_tries',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    member_id: integer('member_id').references(() => members.id),
    club_terminal_id: integer('club_terminal_id').references(() => clubTerminals.id),
    tries: smallint('tries').notNull().default(0),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('terminal_wrong_tries_unique').on(table.golf_course_id, table.member_id),
    uniqueIndex('terminal_wrong_tries_terminal_unique').on(table.club_terminal_id),
    check('terminal_wrong_tries_one_counted', sql`num_nonnulls(${table.member_id}, ${table.club_terminal_id}) = 1`),
  ],
);
