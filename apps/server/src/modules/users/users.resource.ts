import { Role, userRecord } from '@fairway/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

const userNameSql = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

/** Logins, read by super admins; the people issue adds writing, and admins' view of their club. */
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
    // Written with aliases: in a single-table select Drizzle leaves column names unqualified.
    roles: sql<{ golf_course_id: number | null; golf_course_name: string | null; role: number }[]>`(
      select coalesce(json_agg(json_build_object(
        'golf_course_id', ur.golf_course_id, 'golf_course_name', gc.name, 'role', ur.role
      ) order by ur.role, gc.name), '[]'::json)
      from user_roles ur left join golf_courses gc on gc.id = ur.golf_course_id
      where ur.user_id = "users"."id"
    )`.as('roles'),
  },
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
    },
  },
  record: userRecord,
  input: z.object({}),
  access: { read: { roles: [Role.superAdmin] }, write: null },
};
