import { Role, userRegistrationRecord } from '@fairway/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { userRegistrations } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

const r = userRegistrations;

/**
 * A club's registrations and join requests, every status, as its admins (and super admins) read them. Written only
 * through the actions: the public form, the code, the decision and the join request.
 */
export const userRegistrationResource: Resource = {
  name: 'user_registration',
  thing: 'registration',
  area: 'user-registration',
  table: r,
  scope: 'golf_course',
  fields: {
    id: r.id,
    uid: r.uid,
    golf_course_id: r.golf_course_id,
    kind: r.kind,
    user_id: r.user_id,
    member_id: r.member_id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone: r.phone,
    gender: r.gender,
    date_of_birth: r.date_of_birth,
    declared_handicap_index: r.declared_handicap_index,
    is_guest: r.is_guest,
    status: r.status,
    verified_at: r.verified_at,
    decided_at: r.decided_at,
    // Written with aliases: in a single-table select Drizzle leaves column names unqualified.
    decided_by_name: sql<string | null>`(
      select trim(u.first_name || ' ' || u.last_name) from users u where u.id = "user_registration"."decided_by"
    )`.as('decided_by_name'),
    rejection_reason: r.rejection_reason,
    created_at: r.created_at,
  },
  list: {
    search: [r.first_name, r.last_name, r.email, r.phone],
    ordering: {
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      status: r.status,
      created_at: r.created_at,
    },
    defaultOrdering: '-created_at',
    filters: {
      status: { column: r.status, kind: 'text' },
      kind: { column: r.kind, kind: 'text' },
    },
  },
  filterDescriptions: {
    status: 'unverified, unapproved, approved or rejected',
    kind: 'registration (a visitor) or join (a signed-in user of another club)',
  },
  record: userRegistrationRecord,
  input: z.object({}),
  access: { read: { roles: [Role.admin] }, write: null },
};
