import * as accountsHead from '../../resources/accounts_head';
import * as lockerMaster from '../../resources/locker_master';
import * as lockerType from '../../resources/locker_type';
import * as lockerTypeCharges from '../../resources/locker_type_charges';
import * as memberExpences from '../../resources/member_expences';
import * as memberLocker from '../../resources/member_locker';
import * as memberOpeningBalance from '../../resources/member_opening_balance';
import * as memberPayment from '../../resources/member_payment';
import * as memberTypesHeadMapping from '../../resources/member_types_head_mapping';
import * as memberTypesMapping from '../../resources/member_types_mapping';
import * as memberTypesMaster from '../../resources/member_types_master';
import type { RouteEntry } from '../../routes/routeEntry';
import * as memberAccountStatements from '../member-account-statements';
import * as membersBilling from '../members-billing';

/** This folder has no page of its own: it gathers membership billing's pages for the route table. */
export const routes: readonly RouteEntry[] = [];

/** Membership billing's resources and screens, in the order of the Accounts menu. */
export const billingAreas: readonly { routes: readonly RouteEntry[] }[] = [
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
];
