import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { attachments } from './attachments.js';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { cities, countries, states } from './master-data.js';
import { users } from './users.js';

/** A Handicap Index in tenths: -10.0 (a plus handicap of 10) to 54.0. */
const handicapIndex = (name: string) => numeric(name, { precision: 3, scale: 1, mode: 'number' });

/**
 * A golfer. One person, possibly in several clubs; may or may not have a login. The personal fields are shared by
 * the clubs the person belongs to and shown only to the person, those clubs' admins and super admins.
 */
export const members = pgTable(
  'members',
  {
    ...recordColumns,
    user_id: integer('user_id').references(() => users.id),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull().default(''),
    gender: varchar('gender', { length: 1 }),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    photo_id: integer('photo_id').references(() => attachments.id),
    federation_number: varchar('federation_number', { length: 40 }).notNull().default(''),
    /** The latest of `member_indexes` on or before today, kept in step by every change to them. */
    handicap_index: handicapIndex('handicap_index'),
    low_handicap_index: handicapIndex('low_handicap_index'),
  },
  (table) => [
    uniqueIndex('members_user_id_unique').on(table.user_id),
    index('members_email').on(sql`lower(${table.email})`),
    // The order of names in every list of golfers, and search by name and e-mail among a federation's (decision 0059).
    index('members_sort_name').on(sql`lower(${table.last_name} || ' ' || ${table.first_name})`, table.id),
    index('members_first_name_trgm').using('gin', sql`${table.first_name} gin_trgm_ops`),
    index('members_last_name_trgm').using('gin', sql`${table.last_name} gin_trgm_ops`),
    index('members_email_trgm').using('gin', sql`${table.email} gin_trgm_ops`),
    // Names and e-mail in one text, so that a search of several words is one index's bitmap of rows holding every word
    // (decision 0081); the queries write the same expression (`memberSearchText`).
    index('members_search_text_trgm').using(
      'gin',
      sql`(${table.first_name} || ' ' || ${table.last_name} || ' ' || ${table.email}) gin_trgm_ops`,
    ),
    check('members_gender', sql`${table.gender} is null or ${table.gender} in ('M', 'F')`),
    check('members_handicap_index', sql`${table.handicap_index} between -10 and 54`),
    check('members_low_handicap_index', sql`${table.low_handicap_index} between -10 and 54`),
  ],
);

/**
 * A golfer's names and e-mail as one text, as `members_search_text_trgm` indexes it, for the golfer row aliased `alias`:
 * a search word (never holding a space) is in one of the three exactly when it is in this text.
 */
export const memberSearchText = (alias: string) =>
  sql.raw(`(${alias}.first_name || ' ' || ${alias}.last_name || ' ' || ${alias}.email)`);

/** A member's tie to a club: as a member of it, or as a guest from another club. */
export const golfCourseMembers = pgTable(
  'golf_course_members',
  {
    ...recordColumns,
    golf_course_id: integer('golf_course_id')
      .notNull()
      .references(() => golfCourses.id),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
    membership_number: varchar('membership_number', { length: 40 }).notNull().default(''),
    is_guest: boolean('is_guest').notNull().default(false),
    joined_on: date('joined_on', { mode: 'string' }),
    left_on: date('left_on', { mode: 'string' }),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    /**
     * The golfer's name as lists of the club's golfers sort it, `lower(last_name || ' ' || first_name)`, kept in step
     * with `members` by triggers (migration 0007), so that one index of the club's ties serves any page (decision 0059).
     */
    sort_name: varchar('sort_name', { length: 201 }).notNull().default(''),
    /**
     * The words a search of the club's golfers looks in: the golfer's names and e-mail and this membership number,
     * `first_name || ' ' || last_name || ' ' || email || ' ' || membership_number`, kept in step by the same triggers
     * (migration 0021), so that the club's matches and their sort key come from its ties alone (decision 0090).
     */
    search_text: text('search_text').notNull().default(''),
  },
  (table) => [
    uniqueIndex('golf_course_members_unique').on(table.golf_course_id, table.member_id),
    index('golf_course_members_sort_name').on(table.golf_course_id, table.sort_name, table.member_id),
    index('golf_course_members_membership_number').on(table.golf_course_id, table.membership_number, table.id),
    index('golf_course_members_membership_number_trgm').using('gin', sql`${table.membership_number} gin_trgm_ops`),
    // The club's matches of a search, from the index alone however many clubs the golfers' ties belong to (btree_gin).
    index('golf_course_members_search_text_trgm').using(
      'gin',
      table.golf_course_id,
      sql`${table.search_text} gin_trgm_ops`,
    ),
    uniqueIndex('golf_course_members_membership_number_unique')
      .on(table.golf_course_id, sql`lower(${table.membership_number})`)
      .where(sql`${table.membership_number} <> ''`),
    index('golf_course_members_member_id').on(table.member_id),
    check('golf_course_members_status', sql`${table.status} in ('active', 'inactive')`),
  ],
);

/** A member's postal address: home, office or where bills go. */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    ...recordColumns,
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10, enum: ['home', 'office', 'billing'] })
      .notNull()
      .default('home'),
    line1: varchar('line1', { length: 200 }).notNull(),
    line2: varchar('line2', { length: 200 }).notNull().default(''),
    city_id: integer('city_id').references(() => cities.id),
    state_id: integer('state_id').references(() => states.id),
    country_id: integer('country_id').references(() => countries.id),
    postal_code: varchar('postal_code', { length: 20 }).notNull().default(''),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    index('member_addresses_member_id').on(table.member_id),
    check('member_addresses_kind', sql`${table.kind} in ('home', 'office', 'billing')`),
  ],
);

/** The kinds of contact a member leaves: Mobile, Landline, E-mail, Emergency. Master data. */
export const contactTypes = pgTable(
  'contact_types',
  {
    ...recordColumns,
    name: varchar('name', { length: 100 }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [uniqueIndex('contact_types_name_unique').on(sql`lower(${table.name})`)],
);

/** A way to reach a member. */
export const memberContacts = pgTable(
  'member_contacts',
  {
    ...recordColumns,
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    contact_type_id: integer('contact_type_id')
      .notNull()
      .references(() => contactTypes.id),
    value: varchar('value', { length: 254 }).notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    index('member_contacts_member_id').on(table.member_id),
    index('member_contacts_contact_type_id').on(table.contact_type_id),
  ],
);

/** The history of a golfer's Handicap Index; the member's current index is the latest on or before today. */
export const memberIndexes = pgTable(
  'member_indexes',
  {
    ...recordColumns,
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    effective_on: date('effective_on', { mode: 'string' }).notNull(),
    handicap_index: handicapIndex('handicap_index').notNull(),
    source: varchar('source', { length: 12, enum: ['calculated', 'manual', 'federation'] })
      .notNull()
      .default('manual'),
    note: varchar('note', { length: 500 }).notNull().default(''),
  },
  (table) => [
    uniqueIndex('member_indexes_effective_on_unique').on(table.member_id, table.effective_on),
    // Read backwards for the newest first (`-effective_on`, then id): the order of the list.
    index('member_indexes_effective_on').on(table.effective_on, table.id.desc().nullsFirst()),
    check('member_indexes_handicap_index', sql`${table.handicap_index} between -10 and 54`),
    check('member_indexes_source', sql`${table.source} in ('calculated', 'manual', 'federation')`),
  ],
);
