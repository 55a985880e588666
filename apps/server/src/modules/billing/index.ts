import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { accountsHeadResource } from './accounts-head.resource.js';
import { registerBillingPostingRoutes } from './billing-posting-routes.js';
import { registerBillingRunRoutes } from './billing-run-routes.js';
import { lockerMasterResource } from './locker-master.resource.js';
import { lockerTypeChargesResource } from './locker-type-charges.resource.js';
import { lockerTypeResource } from './locker-type.resource.js';
import { memberExpencesResource } from './member-expences.resource.js';
import { memberLockerResource } from './member-locker.resource.js';
import { memberOpeningBalanceResource } from './member-opening-balance.resource.js';
import { memberPaymentResource } from './member-payment.resource.js';
import { memberTypesHeadMappingResource } from './member-types-head-mapping.resource.js';
import { memberTypesMappingResource } from './member-types-mapping.resource.js';
import { memberTypesMasterResource } from './member-types-master.resource.js';

export { postExpense } from './post-expense.js';
export { clubCurrency } from './club-currency.js';
export { type ExpenseToPost, postExpenses } from './post-expenses.js';
export { postPayment } from './post-payment.js';
export { postPayments } from './post-payments.js';
export { postOpeningBalance } from './post-opening-balance.js';
export { runBill } from './run-bill.js';
export { memberBalance } from './member-balance.js';
export { voidPosting } from './void-posting.js';
export { competitionPurseBalance } from './competition-purse-balance.js';
export { lockedCompetitionPurse } from './locked-competition-purse.js';
export { lockedCompetitionPurses } from './locked-competition-purses.js';

/**
 * Membership billing: the setup (ledger heads, member types and their charges, lockers and their charges, who holds
 * which), the postings (expenses, payments, opening balances: posted and voided, never edited), the month's bill run
 * and members' statements. The club's admins (and super admins) only.
 */
export function registerBilling(app: FastifyInstance, deps: AreaDeps) {
  // The actions' static paths first, beside the resources' `{id}` paths.
  registerBillingRunRoutes(app, deps);
  registerBillingPostingRoutes(app, deps);
  for (const resource of [
    accountsHeadResource,
    memberTypesMasterResource,
    memberTypesMappingResource,
    memberTypesHeadMappingResource,
    lockerTypeResource,
    lockerMasterResource,
    lockerTypeChargesResource,
    memberLockerResource,
    memberExpencesResource,
    memberPaymentResource,
    memberOpeningBalanceResource,
  ]) {
    registerResource(app, deps, resource);
  }
}
