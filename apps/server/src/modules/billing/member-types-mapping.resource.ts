import { memberTypeMappingInput, memberTypeMappingRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { members, memberTypeMappings, memberTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkTypeMapping } from './check-type-mapping.js';

const memberName = sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`;

/** Each member's type over time, never overlapping: what the bill runs charge them. */
export const memberTypesMappingResource: Resource = {
  name: 'member_types_mapping',
  thing: 'member type mapping',
  area: 'billing',
  table: memberTypeMappings,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(memberTypeMappings),
    golf_course_id: memberTypeMappings.golf_course_id,
    member_id: memberTypeMappings.member_id,
    member_name: memberName.as('member_name'),
    member_type_id: memberTypeMappings.member_type_id,
    member_type_name: sql<string>`${memberTypes.name}`.as('member_type_name'),
    from_date: memberTypeMappings.from_date,
    to_date: memberTypeMappings.to_date,
  },
  joins: (query) =>
    query
      .innerJoin(members, eq(members.id, memberTypeMappings.member_id))
      .innerJoin(memberTypes, eq(memberTypes.id, memberTypeMappings.member_type_id)),
  list: {
    search: [members.first_name, members.last_name, memberTypes.name],
    ordering: {
      id: memberTypeMappings.id,
      member_name: memberName,
      member_type_name: memberTypes.name,
      from_date: memberTypeMappings.from_date,
    },
    defaultOrdering: 'member_name,-from_date',
    filters: {
      member_id: { column: memberTypeMappings.member_id, kind: 'integer' },
      member_type_id: { column: memberTypeMappings.member_type_id, kind: 'integer' },
    },
  },
  references: { member_type_id: memberTypes },
  validate: checkTypeMapping,
  record: memberTypeMappingRecord,
  input: memberTypeMappingInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
