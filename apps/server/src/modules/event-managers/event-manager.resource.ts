import { eventManagerInput, eventManagerRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { eventManagers, users } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

const userNameSql = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

/**
 * A club's organisers: its admins read them all, an event manager their own record. Served by
 * event-manager-routes.ts, which narrows the list to the caller's own record for an event manager.
 */
export const eventManagerResource: Resource = {
  name: 'event_manager',
  thing: 'event manager',
  area: 'event-managers',
  table: eventManagers,
  scope: 'golf_course',
  fields: {
    id: eventManagers.id,
    golf_course_id: eventManagers.golf_course_id,
    user_id: eventManagers.user_id,
    user_name: userNameSql.as('user_name'),
    email: users.email,
    organisation: eventManagers.organisation,
    is_active: eventManagers.is_active,
    roster_size:
      sql<number>`(select count(*)::int from event_manager_members emm where emm.event_manager_id = ${eventManagers.id})`.as(
        'roster_size',
      ),
    created_at: eventManagers.created_at,
    updated_at: eventManagers.updated_at,
  },
  joins: (query: PgSelect) => query.innerJoin(users, eq(users.id, eventManagers.user_id)),
  list: {
    search: [users.first_name, users.last_name, users.email, eventManagers.organisation],
    ordering: {
      id: eventManagers.id,
      user_name: userNameSql,
      organisation: eventManagers.organisation,
    },
    defaultOrdering: 'user_name',
    filters: { is_active: { column: eventManagers.is_active, kind: 'boolean' } },
  },
  record: eventManagerRecord,
  input: eventManagerInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
