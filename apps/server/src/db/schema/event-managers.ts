import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { members } from './members.js';
import { users } from './users.js';

/** An organiser (a club captain, a corporate golf company) who runs events at a club; role 10 there grants it. */
export const eventManagers = pgTable(
  'event_manager',
  {
    ...recordColumns,
    golf_course_id: integer('golf_course_id')
      .notNull()
      .references(() => golfCourses.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    organisation: varchar('organisation', { length: 100 }).notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('event_manager_unique').on(table.golf_course_id, table.user_id),
    index('event_manager_user_id').on(table.user_id),
  ],
);

/** An organiser's roster: the players they bring to their events, who need not be members of the club. */
export const eventManagerMembers = pgTable(
  'event_manager_members',
  {
    ...recordColumns,
    golf_course_id: integer('golf_course_id')
      .notNull()
      .references(() => golfCourses.id),
    event_manager_id: integer('event_manager_id')
      .notNull()
      .references(() => eventManagers.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id),
  },
  (table) => [
    uniqueIndex('event_manager_members_unique').on(table.event_manager_id, table.member_id),
    index('event_manager_members_member_id').on(table.member_id),
    index('event_manager_members_golf_course_id').on(table.golf_course_id),
  ],
);
