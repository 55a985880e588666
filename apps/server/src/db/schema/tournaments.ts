import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { holeCategories, playerRoundSections } from './courses.js';
import { eventManagers } from './event-managers.js';
import { golfCourses } from './golf-courses.js';
import { prizeTypes } from './master-data.js';
import { members } from './members.js';
import { users } from './users.js';

const clubColumn = () =>
  integer('golf_course_id')
    .notNull()
    .references(() => golfCourses.id);

/** A handicap figure to one decimal: an index (plus handicaps negative) or a rating. */
const tenths = (name: string) => numeric(name, { precision: 4, scale: 1, mode: 'number' });

/** A category of a tournament's field: its name and who falls in it (by gender, index and age). */
export type TournamentCategory = {
  name: string;
  gender?: 'M' | 'F' | null;
  min_index?: number | null;
  max_index?: number | null;
  min_age?: number | null;
};

/** A field split into flights: by Handicap Index bands (each end in), or into a number of equal-sized flights. */
export type TournamentFlights =
  | { method: 'index_bands'; bands: { name: string; from_index: number; to_index: number }[] }
  | { method: 'equal_sizes'; count: number };

/** A series of tournaments ("Monthly Medal", "Corporate League 2026"), a club's or one of its event managers'. */
export const tournamentMasters = pgTable(
  'tournament_masters',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    default_format: varchar('default_format', { length: 30 }).notNull().default('stroke_play'),
    event_manager_id: integer('event_manager_id').references(() => eventManagers.id),
    is_active: boolean('is_active').notNull().default(true),
    /** The order of merit's points for 1st, 2nd, 3rd ...; null for a series that keeps none. */
    merit_points: jsonb('merit_points').$type<number[]>(),
    /** Only each player's best N results count; null for all of them. */
    merit_best_n: smallint('merit_best_n'),
    /** The events counting: the calendar year's (`season`) or the 12 months' (`rolling_12_months`) to the day asked. */
    merit_period: varchar('merit_period', { length: 20 }).notNull().default('season'),
  },
  (table) => [
    uniqueIndex('tournament_masters_name_unique').on(table.golf_course_id, sql`lower(${table.name})`),
    index('tournament_masters_event_manager_id').on(table.event_manager_id),
  ],
);

/** A tournament: its format, handicap terms, tees, field terms and where it stands. */
export const tournaments = pgTable(
  'tournaments',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_master_id: integer('tournament_master_id').references(() => tournamentMasters.id),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    rounds_count: smallint('rounds_count').notNull().default(1),
    holes: smallint('holes').notNull().default(18),
    nine: varchar('nine', { length: 5 }),
    format: varchar('format', { length: 30 }).notNull(),
    scoring_basis: varchar('scoring_basis', { length: 5 }).notNull().default('net'),
    handicap_allowance: smallint('handicap_allowance').notNull(),
    men_hole_category_id: integer('men_hole_category_id').references(() => holeCategories.id),
    women_hole_category_id: integer('women_hole_category_id').references(() => holeCategories.id),
    max_handicap: smallint('max_handicap'),
    entry_fee_minor: integer('entry_fee_minor').notNull().default(0),
    field_limit: smallint('field_limit'),
    entries_close_at: timestamp('entries_close_at', { withTimezone: true, mode: 'date' }),
    team_size: smallint('team_size'),
    team_best_n: smallint('team_best_n'),
    /** A press and re-press: a side this many down in the newest bet presses automatically. */
    press_when_down: smallint('press_when_down').notNull().default(2),
    /** Foursomes, greensomes, Chapman, a scramble or an eclectic: stroke play, Stableford or match play. */
    played_as: varchar('played_as', { length: 12 }),
    /** A scramble: how many of each player's drives the team uses at least. */
    minimum_drives: smallint('minimum_drives').notNull().default(0),
    skins_ties: varchar('skins_ties', { length: 10 }).notNull().default('carry_over'),
    skins_last_hole_tie: varchar('skins_last_hole_tie', { length: 10 }).notNull().default('split'),
    skins_pot_minor: integer('skins_pot_minor').notNull().default(0),
    /** A knockout: its first round's losers play a consolation bracket of their own. */
    consolation_bracket: boolean('consolation_bracket').notNull().default(false),
    /** The field split into flights, each with its own results and prizes; none when the field plays as one. */
    flights: jsonb('flights').$type<TournamentFlights>(),
    countback_method: varchar('countback_method', { length: 20 }).notNull().default('last_holes_of_card'),
    countback_fractions: varchar('countback_fractions', { length: 15 }).notNull().default('exact'),
    leaderboard_visibility: varchar('leaderboard_visibility', { length: 10 }).notNull().default('members'),
    categories: jsonb('categories').$type<TournamentCategory[]>().notNull().default([]),
    status: varchar('status', { length: 12 }).notNull().default('draft'),
    /** Its weight in its series' order of merit, in percent: 200 for a major counting double, 0 for none. */
    merit_weight_percent: smallint('merit_weight_percent').notNull().default(100),
  },
  (table) => [
    index('tournaments_golf_course_id_start_date').on(table.golf_course_id, table.start_date),
    index('tournaments_tournament_master_id').on(table.tournament_master_id),
    check('tournaments_dates', sql`${table.end_date} >= ${table.start_date}`),
    check('tournaments_allowance', sql`${table.handicap_allowance} between 0 and 100`),
    check('tournaments_press_when_down', sql`${table.press_when_down} between 1 and 9`),
    check('tournaments_skins_pot_minor', sql`${table.skins_pot_minor} >= 0`),
  ],
);

/**
 * An entry of a tournament's field, with the handicaps worked out when it was entered: the index on the day, the
 * tee set and its ratings for the golfer's gender, the course and playing handicaps. They follow changes until play
 * starts, then stay as they are.
 */
export const tournamentMembers = pgTable(
  'tournament_members',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    is_guest: boolean('is_guest').notNull().default(false),
    hole_category_id: integer('hole_category_id').references(() => holeCategories.id),
    handicap_index: tenths('handicap_index'),
    course_rating: tenths('course_rating'),
    slope_rating: smallint('slope_rating'),
    rated_par: smallint('rated_par'),
    course_handicap: smallint('course_handicap'),
    playing_handicap: smallint('playing_handicap'),
    category: varchar('category', { length: 50 }).notNull().default(''),
    team_id: integer('team_id').references(() => tournamentTeams.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 15 }).notNull().default('entered'),
    paid: boolean('paid').notNull().default(false),
  },
  (table) => [
    uniqueIndex('tournament_members_unique').on(table.tournament_id, table.member_id),
    index('tournament_members_member_id').on(table.member_id),
    index('tournament_members_team_id').on(table.team_id),
  ],
);

/** A team of a tournament; in a Ryder Cup, one of the two sides. */
export const tournamentTeams = pgTable(
  'tournament_teams',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    captain_member_id: integer('captain_member_id').references(() => members.id),
    colour: varchar('colour', { length: 7 }).notNull().default('#1565c0'),
    side: varchar('side', { length: 1 }),
  },
  (table) => [uniqueIndex('tournament_teams_name_unique').on(table.tournament_id, sql`lower(${table.name})`)],
);

/** A prize of a tournament; results fill in who won it. */
export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    prize_type_id: integer('prize_type_id')
      .notNull()
      .references(() => prizeTypes.id),
    position: smallint('position').notNull().default(1),
    category: varchar('category', { length: 50 }).notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    value_minor: integer('value_minor').notNull().default(0),
    winner_member_id: integer('winner_member_id').references(() => members.id),
    winner_team_id: integer('winner_team_id').references(() => tournamentTeams.id),
  },
  (table) => [index('tournament_prizes_tournament_id').on(table.tournament_id)],
);

/** A note of a tournament, for its organisers or for everyone. */
export const tournamentNotes = pgTable(
  'tournament_notes',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull().default(''),
    visibility: varchar('visibility', { length: 12 }).notNull().default('organisers'),
  },
  (table) => [index('tournament_notes_tournament_id').on(table.tournament_id)],
);

/** A round of a tournament (or, later, a golfer's individual round): its day, the holes it plays and its start. */
export const playerRounds = pgTable(
  'player_rounds',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    tournament_id: integer('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    round_number: smallint('round_number').notNull().default(1),
    play_date: date('play_date', { mode: 'string' }).notNull(),
    player_round_section_id: integer('player_round_section_id').references(() => playerRoundSections.id),
    start_type: varchar('start_type', { length: 10 }).notNull().default('tee_times'),
    status: varchar('status', { length: 10, enum: ['scheduled', 'active', 'completed', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    /** An individual round's golfer, tee set, holes and handicaps (a tournament's round takes them from its entries). */
    member_id: integer('member_id').references(() => members.id),
    hole_category_id: integer('hole_category_id').references(() => holeCategories.id),
    holes: smallint('holes'),
    nine: varchar('nine', { length: 5 }),
    course_handicap: smallint('course_handicap'),
    playing_handicap: smallint('playing_handicap'),
    /** General play: registered before starting to count for handicap, with its start time and its marker. */
    for_handicap: boolean('for_handicap').notNull().default(false),
    start_time: varchar('start_time', { length: 5 }),
    marker_member_id: integer('marker_member_id').references(() => members.id),
    /** General play: when the marker attested the returned card, and who (the marker's user). */
    attested_at: timestamp('attested_at', { withTimezone: true }),
    attested_by: integer('attested_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('player_rounds_round_number_unique').on(table.tournament_id, table.round_number),
    index('player_rounds_member_id').on(table.member_id),
    index('player_rounds_golf_course_id_status').on(table.golf_course_id, table.status),
    index('player_rounds_marker_member_id')
      .on(table.marker_member_id)
      .where(sql`${table.marker_member_id} is not null`),
  ],
);

/** A playing group of a round: its number, tee time or starting hole, and its scorer. */
export const playerRoundGroups = pgTable(
  'player_round_groups',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    player_round_id: integer('player_round_id')
      .notNull()
      .references(() => playerRounds.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    tee_time: varchar('tee_time', { length: 5 }),
    starting_hole: smallint('starting_hole').notNull().default(1),
    starting_hole_suffix: varchar('starting_hole_suffix', { length: 1 }).notNull().default(''),
    scorer_user_id: integer('scorer_user_id').references(() => users.id),
  },
  (table) => [
    uniqueIndex('player_round_groups_number_unique').on(table.player_round_id, table.number),
    check('player_round_groups_starting_hole', sql`${table.starting_hole} between 1 and 36`),
  ],
);

/** A player of a group; one group per player in a round. */
export const playerRoundGroupMembers = pgTable(
  'player_round_group_members',
  {
    ...recordColumns,
    golf_course_id: clubColumn(),
    player_round_id: integer('player_round_id')
      .notNull()
      .references(() => playerRounds.id, { onDelete: 'cascade' }),
    player_round_group_id: integer('player_round_group_id')
      .notNull()
      .references(() => playerRoundGroups.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    position: smallint('position').notNull().default(1),
  },
  (table) => [
    uniqueIndex('player_round_group_members_unique').on(table.player_round_id, table.member_id),
    index('player_round_group_members_group_id').on(table.player_round_group_id),
  ],
);
