import type { WebArea } from '../../routes/routeEntry';
import * as accountsHead from './resources/accounts_head';
import * as lockerMaster from './resources/locker_master';
import * as lockerType from './resources/locker_type';
import * as lockerTypeCharges from './resources/locker_type_charges';
import * as memberExpences from './resources/member_expences';
import * as memberLocker from './resources/member_locker';
import * as memberOpeningBalance from './resources/member_opening_balance';
import * as memberPayment from './resources/member_payment';
import * as memberTypesHeadMapping from './resources/member_types_head_mapping';
import * as memberTypesMapping from './resources/member_types_mapping';
import * as memberTypesMaster from './resources/member_types_master';
import * as memberAccountStatements from './screens/member-account-statements';
import * as membersBilling from './screens/members-billing';

/**
 * Membership billing, in the order of the Accounts menu: ledger heads, lockers, member types and their mappings,
 * expenses, the bill run, payments, opening balances and statements.
 */
export const billingArea: WebArea = {
  routes: [
    accountsHead,
    lockerType,
    lockerMaster,
    memberTypesMaster,
    memberTypesMapping,
    memberTypesHeadMapping,
    memberLocker,
    lockerTypeCharges,
    memberExpences,
    membersBilling,
    memberPayment,
    memberOpeningBalance,
    memberAccountStatements,
  ].flatMap((part) => part.routes),
};
