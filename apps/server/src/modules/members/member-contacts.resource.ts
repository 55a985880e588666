import { memberContactInput, memberContactRecord, Role } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { contactTypes, memberContacts } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The ways to reach the club's golfers: personal data, for the club's admins and the golfer themself. */
export const memberContactsResource: Resource = {
  name: 'member_contacts',
  thing: 'contact',
  area: 'members',
  table: memberContacts,
  scope: 'club_member',
  memberColumn: memberContacts.member_id,
  fields: {
    ...recordColumnsOf(memberContacts),
    member_id: memberContacts.member_id,
    contact_type_id: memberContacts.contact_type_id,
    contact_type_name: contactTypes.name,
    value: memberContacts.value,
    is_primary: memberContacts.is_primary,
  },
  joins: (query) => query.innerJoin(contactTypes, eq(contactTypes.id, memberContacts.contact_type_id)),
  list: {
    search: [memberContacts.value, contactTypes.name],
    ordering: { id: memberContacts.id, contact_type_name: contactTypes.name, is_primary: memberContacts.is_primary },
    defaultOrdering: '-is_primary,id',
    filters: {
      member_id: { column: memberContacts.member_id, kind: 'integer' },
      contact_type_id: { column: memberContacts.contact_type_id, kind: 'integer' },
    },
  },
  record: memberContactRecord,
  input: memberContactInput,
  ownRows: 'write',
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
