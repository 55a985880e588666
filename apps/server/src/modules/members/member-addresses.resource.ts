import { memberAddressInput, memberAddressRecord, Role } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { cities, countries, memberAddresses, states } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The postal addresses of the club's golfers: personal data, for the club's admins and the golfer themself. */
export const memberAddressesResource: Resource = {
  name: 'member_addresses',
  thing: 'address',
  area: 'members',
  table: memberAddresses,
  scope: 'club_member',
  memberColumn: memberAddresses.member_id,
  fields: {
    ...recordColumnsOf(memberAddresses),
    member_id: memberAddresses.member_id,
    kind: memberAddresses.kind,
    line1: memberAddresses.line1,
    line2: memberAddresses.line2,
    city_id: memberAddresses.city_id,
    city_name: cities.name,
    state_id: memberAddresses.state_id,
    state_name: states.name,
    country_id: memberAddresses.country_id,
    country_name: countries.name,
    postal_code: memberAddresses.postal_code,
    is_primary: memberAddresses.is_primary,
  },
  joins: (query) =>
    query
      .leftJoin(cities, eq(cities.id, memberAddresses.city_id))
      .leftJoin(states, eq(states.id, memberAddresses.state_id))
      .leftJoin(countries, eq(countries.id, memberAddresses.country_id)),
  list: {
    search: [memberAddresses.line1, memberAddresses.postal_code, cities.name],
    ordering: { id: memberAddresses.id, kind: memberAddresses.kind, is_primary: memberAddresses.is_primary },
    defaultOrdering: '-is_primary,id',
    filters: {
      member_id: { column: memberAddresses.member_id, kind: 'integer' },
      kind: { column: memberAddresses.kind, kind: 'text' },
    },
  },
  record: memberAddressRecord,
  input: memberAddressInput,
  ownRows: 'write',
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
