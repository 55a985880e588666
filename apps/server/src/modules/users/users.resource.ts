import { Role, userRecord } from '@fairway/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { rolesField } from './roles-field.js';
import { usersOfClub } from './users-of-club.js';

const userNameSql = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

/**
 * Logins: a super admin reads every user with their roles in every club; a club's admin reads the users who hold a
 * role in their club, with their roles there. Served by user-admin-routes.ts, which scopes each call to the caller.
 */
export const usersResource: Resource = {
  name: 'users',
  thing: 'user',
  area: 'users',
  table: users,
  scope: 'global',
  fields: {
    id: users.id,
    email: users.email,
    first_name: users.first_name,
    last_name: users.last_name,
    user_name: userNameSql.as('user_name'),
    phone: users.phone,
    is_active: users.is_active,
    email_verified: sql<boolean>`${users.email_verified_at} is not null`.as('email_verified'),
    user_type_id: users.user_type_id,
    last_login_at: users.last_login_at,
    created_at: users.created_at,
    updated_at: users.updated_at,
    roles: rolesField(null),
  },
  // A term of 3 characters or more: the users the trigram indexes find, not a test of every user in name order.
  searchByIndex: (pattern) => sql`${users.id} = any(array(select u.id from ${users} u where u.email ilike ${pattern}
    or u.first_name ilike ${pattern} or u.last_name ilike ${pattern} or u.phone ilike ${pattern}))`,
  list: {
    search: [users.email, users.first_name, users.last_name, users.phone],
    ordering: {
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      user_name: userNameSql,
      last_login_at: users.last_login_at,
    },
    defaultOrdering: 'first_name,last_name',
    filters: {
      is_active: { column: users.is_active, kind: 'boolean' },
      role: {
        kind: 'integer',
        where: (role) =>
          sql`exists (select 1 from user_roles ur where ur.user_id = "users"."id" and ur.role = ${role})`,
      },
      golf_course: { kind: 'integer', where: (golfCourseId) => usersOfClub(Number(golfCourseId)) },
    },
  },
  record: userRecord,
  input: z.object({}),
  access: { read: { roles: [Role.superAdmin] }, write: null },
};
