import { Role } from '@fairway/contract';
import {
  mdiAccountCash,
  mdiBookOpenVariant,
  mdiCash,
  mdiCashMultiple,
  mdiCardAccountDetails,
  mdiFileDocument,
  mdiLinkVariant,
  mdiLocker,
  mdiLockerMultiple,
  mdiReceiptText,
  mdiScaleBalance,
  mdiWalletOutline,
} from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
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
import * as competitionPurses from './screens/competition-purses';
import * as membersBilling from './screens/members-billing';

/**
 * Membership billing, in the order of the Accounts menu: ledger heads, lockers, member types and their mappings,
 * expenses, the bill run, payments, opening balances, statements and, where the club uses them, competition purses.
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
    competitionPurses,
  ].flatMap((part) => part.routes),
  menu: [
    // Not in the spec's menu: a member's own account statement, where the club allows it (decision 0066).
    {
      entry: {
        tag: 'my-statement',
        icon: mdiReceiptText,
        roles: [Role.member],
        path: '/my-statement',
        needsClubOwnStatements: true,
        needsGolfer: true,
      },
      order: 170,
    },
    {
      entry: {
        tag: 'accounts',
        icon: mdiCashMultiple,
        roles: [Role.admin],
        children: [
          { tag: 'accounts-head', icon: mdiBookOpenVariant, path: '/accounts-head' },
          { tag: 'lockers-type', icon: mdiLockerMultiple, path: '/lockers-type' },
          { tag: 'lockers-master', icon: mdiLocker, path: '/lockers-master' },
          { tag: 'member-types-master', icon: mdiCardAccountDetails, path: '/member-types-master' },
          { tag: 'member-types-map', icon: mdiLinkVariant, path: '/member-types-map' },
          { tag: 'member-types-head-map', icon: mdiLinkVariant, path: '/member-types-head-map' },
          { tag: 'member-lockers-map', icon: mdiLocker, path: '/member-lockers-map' },
          { tag: 'member-type-locker-type-charges-map', icon: mdiCash, path: '/member-type-locker-type-charges-map' },
          { tag: 'members-expenses', icon: mdiWalletOutline, path: '/members-expenses' },
          { tag: 'members-billing', icon: mdiReceiptText, path: '/members-billing' },
          { tag: 'member-payments', icon: mdiAccountCash, path: '/member-payments' },
          { tag: 'member-opening-balances', icon: mdiScaleBalance, path: '/member-opening-balances' },
          { tag: 'member-account-statements', icon: mdiFileDocument, path: '/member-account-statements' },
          {
            tag: 'competition-purses',
            icon: mdiWalletOutline,
            path: '/competition-purses',
            needsClubCompetitionPurse: true,
          },
        ].map((entry) => ({ ...entry, roles: [Role.admin] })),
      },
      group: 'admin',
      order: 50,
    },
  ],
};
