import { Role, userRecord } from '@fairway/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

const userNameSql = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

/**
 * A user's roles, each with its club: in every club for a super admin, in the active club only for a club's admin,
 * who is not told which other clubs the user belongs to. Written with aliases: in a single-table select Drizzle
 * leaves column names unqualified.
 */
function rolesField(golfCourseId: number | null) {
  const inClub = golfCourseId === null ? sql`` : sql`and ur.golf_course_id = ${golfCourseId}`;
  return sql<{ golf_course_id: number | null; golf_course_name: string | null; role: number }[]>`(
      select coalesce(json_agg(json_build_object(
        'golf_course_id', ur.golf_course_id, 'golf_course_name', gc.name, 'role', ur.role
      ) order by ur.role, gc.name), '[]'::json)
      from user_roles ur left join golf_courses gc on gc.id = ur.golf_course_id
      where ur.user_id = "users"."id" ${inClub}
    )`.as('roles');
}

/** The users who hold a role in a club: the only users that club's admins see. */
export function usersOfClub(golfCourseId: number): SQL {
  return sql`exists (select 1 from user_roles ur where ur.user_id = "users"."id" and ur.golf_course_id = ${golfCourseId})`;
}

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

/**
 * The users of one club with their roles there (the users a club's admin sees), or with no club every user with all
 * their roles (what a super admin sees). In a club the role filter means a role in that club.
 */
export function usersOf(golfCourseId: number | null): { resource: Resource; where: SQL | undefined } {
  if (golfCourseId === null) return { resource: usersResource, where: undefined };
  return {
    resource: {
      ...usersResource,
      fields: { ...usersResource.fields, roles: rolesField(golfCourseId) },
      list: {
        ...usersResource.list,
        filters: {
          ...usersResource.list.filters,
          role: {
            kind: 'integer',
            where: (role) =>
              sql`exists (select 1 from user_roles ur where ur.user_id = "users"."id" and ur.role = ${role} and ur.golf_course_id = ${golfCourseId})`,
          },
        },
      },
    },
    where: usersOfClub(golfCourseId),
  };
}
