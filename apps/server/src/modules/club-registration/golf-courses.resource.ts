import { golfCourseRegistrationRecord } from '@fairway/contract';
import { z } from 'zod';
import { golfCourses } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/**
 * Clubs' registrations as the super admin reviews them: golf courses with their contact and status. Read through the
 * resource kit's list and read queries by club-registration-routes.ts, which keeps the list to the pending ones.
 */
export const golfCoursesResource: Resource = {
  name: 'golf_courses',
  thing: 'registration',
  area: 'club-registration',
  table: golfCourses,
  scope: 'global',
  fields: {
    id: golfCourses.id,
    name: golfCourses.name,
    short_name: golfCourses.short_name,
    email: golfCourses.email,
    phone: golfCourses.phone,
    website: golfCourses.website,
    address: golfCourses.address,
    holes_count: golfCourses.holes_count,
    status: golfCourses.status,
    contact_name: golfCourses.contact_name,
    contact_email: golfCourses.contact_email,
    contact_phone: golfCourses.contact_phone,
    created_at: golfCourses.created_at,
  },
  list: {
    search: [golfCourses.name, golfCourses.contact_name, golfCourses.contact_email, golfCourses.address],
    ordering: {
      id: golfCourses.id,
      name: golfCourses.name,
      contact_name: golfCourses.contact_name,
      created_at: golfCourses.created_at,
    },
    defaultOrdering: 'created_at',
    filters: { status: { column: golfCourses.status, kind: 'text' } },
  },
  record: golfCourseRegistrationRecord,
  input: z.object({}),
  access: { read: {}, write: null },
};
