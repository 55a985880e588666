import { accountsHeadInput, accountsHeadRecord, Role } from '@fairway/contract';
import { accountsHeads } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The club's ledger heads: what each charge and payment is for. The club's admins keep them. */
export const accountsHeadResource: Resource = {
  name: 'accounts_head',
  thing: 'ledger head',
  area: 'billing',
  table: accountsHeads,
  scope: 'golf_course',
  list: {
    search: [accountsHeads.code, accountsHeads.name],
    ordering: { id: accountsHeads.id, code: accountsHeads.code, name: accountsHeads.name, kind: accountsHeads.kind },
    defaultOrdering: 'code',
    filters: {
      kind: { column: accountsHeads.kind, kind: 'text' },
      is_active: { column: accountsHeads.is_active, kind: 'boolean' },
    },
  },
  record: accountsHeadRecord,
  input: accountsHeadInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
