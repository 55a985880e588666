import { bookingRulesInput, bookingRulesRecord, Role } from '@fairway/contract';
import { accountsHeads, bookingRules } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkBookingRulesInput } from './check-booking-rules-input.js';

/**
 * The club's booking rules, one record a club: booking windows, limits, guests, the cancellation cut-off, the no-show
 * rule and the ledger head of green fees. Its admins keep them; every role of the club reads them.
 */
export const bookingRulesResource: Resource = {
  name: 'booking_rules',
  thing: 'booking rules',
  area: 'tee-sheet',
  table: bookingRules,
  scope: 'golf_course',
  list: { search: [], ordering: { id: bookingRules.id }, defaultOrdering: 'id', filters: {} },
  references: { green_fee_accounts_head_id: accountsHeads },
  validate: checkBookingRulesInput,
  record: bookingRulesRecord,
  input: bookingRulesInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
