import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { members } from './members.js';
import { playerRounds, tournaments } from './tournaments.js';
import { users } from './users.js';

const clubColumn = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);

/**
 * A player's score on one hole of a round, as it stands: `strokes` null is "no score" (picked up). `version` grows
 * with each change, so that a phone that saw an older one is refused rather than overwriting.
 */
export const playerScores = pgTable(
  'player_scores',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    player_round_id: integer('player_round_id')
      .notNull()
      .references(() => playerRounds.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    hole_number: smallint('hole_number').notNull(),
    strokes: smallint('strokes'),
    /** A scramble team's hole: the team's player whose drive the team used (null outside a scramble, or not said). */
    drive_member_id: integer('drive_member_id').references(() => members.id),
    version: integer('version').notNull().default(1),
    entered_by_user_id: integer('entered_by_user_id').references(() => users.id),
    entered_at: timestamp('entered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_scores_unique').on(table.player_round_id, table.member_id, table.hole_number),
    index('player_scores_member_id').on(table.member_id),
    check('player_scores_strokes', sql`${table.strokes} between 1 and 20`),
    check('player_scores_hole_number', sql`${table.hole_number} between 1 and 36`),
  ],
);

/**
 * Every change to a score, kept: who, when, from what to what, and why (an organiser's correction). The phone's
 * `client_key` is unique, so an entry sent again is recognised and writes nothing.
 */
export const playerScoreChanges = pgTable(
  'player_score_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    golf_course_id: clubColumn(),
    player_round_id: integer('player_round_id')
      .notNull()
      .references(() => playerRounds.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    hole_number: smallint('hole_number').notNull(),
    strokes_before: smallint('strokes_before'),
    strokes: smallint('strokes'),
    drive_member_id: integer('drive_member_id').references(() => members.id),
    version: integer('version').notNull(),
    client_key: uuid('client_key'),
    reason: varchar('reason', { length: 300 }).notNull().default(''),
    entered_by_user_id: integer('entered_by_user_id').references(() => users.id),
    entered_at: timestamp('entered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_score_changes_client_key').on(table.client_key),
    index('player_score_changes_score').on(table.player_round_id, table.member_id, table.hole_number),
  ],
);

/** A player's card of a round: signed by the marker (the group's scorer), attested by the player (Rule 3.3b). */
export const playerRoundCards = pgTable(
  'player_round_cards',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    player_round_id: integer('player_round_id')
      .notNull()
      .references(() => playerRounds.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    marker_user_id: integer('marker_user_id').references(() => users.id),
    marker_signed_at: timestamp('marker_signed_at', { withTimezone: true, mode: 'date' }),
    player_attested_at: timestamp('player_attested_at', { withTimezone: true, mode: 'date' }),
    /** Attested by the marker's signature, where the club lets it count as both. */
    attested_by_marker: boolean('attested_by_marker').notNull().default(false),
  },
  (table) => [uniqueIndex('player_round_cards_unique').on(table.player_round_id, table.member_id)],
);

/**
 * The version of a tournament's leader board: raised in the transaction of every score and signature, so that it
 * follows the order of the commits; the stream's event ids.
 */
export const leaderboardVersions = pgTable('leaderboard_versions', {
  tournament_id: integer('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  golf_course_id: clubColumn(),
  version: integer('version').notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
