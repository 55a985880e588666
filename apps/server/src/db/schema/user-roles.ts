import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { users } from './users.js';

/** A role given to a user in one golf course; the super admin's role (4) is global, with no course. */
export const userRoles = pgTable(
  'user_roles',
  {
    ...recordColumns,
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    golf_course_id: integer('golf_course_id').references(() => golfCourses.id),
    role: smallint('role').notNull(),
  },
  (table) => [
    uniqueIndex('user_roles_unique').on(table.user_id, sql`coalesce(${table.golf_course_id}, 0)`, table.role),
    index('user_roles_golf_course_id').on(table.golf_course_id),
    check('user_roles_role', sql`${table.role} in (1, 2, 4, 5, 10)`),
    check(
      'user_roles_scope',
      sql`(${table.role} = 4 and ${table.golf_course_id} is null) or (${table.role} <> 4 and ${table.golf_course_id} is not null)`,
    ),
  ],
);
