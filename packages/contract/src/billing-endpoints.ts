import { z } from 'zod';
import {
  agedBalances,
  billMonths,
  billPreview,
  billPreviewQuery,
  billRunAnswer,
  billRunInput,
  competitionPurseList,
  memberExpenseInput,
  memberExpenseRecord,
  memberOpeningBalanceInput,
  memberOpeningBalanceRecord,
  memberPaymentInput,
  memberPaymentRecord,
  ownCompetitionPurse,
  statement,
  statementMailed,
  statementMailInput,
  statementQuery,
  voidPostingInput,
} from './billing.js';
import { endpoint } from './endpoints.js';

const idParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,9}$/) });

/**
 * The actions of membership billing: postings (each may carry an `Idempotency-Key` header), voids, bill runs and
 * statements. The postings' lists and records are read through their resources.
 */
export const billingEndpoints = {
  postExpense: endpoint({
    method: 'POST',
    path: '/api/member_expences/',
    body: memberExpenseInput,
    status: 201,
    answer: memberExpenseRecord,
  }),
  voidExpense: endpoint({
    method: 'POST',
    path: '/api/member_expences/{id}/void/',
    params: idParams,
    body: voidPostingInput,
    answer: memberExpenseRecord,
  }),
  postPayment: endpoint({
    method: 'POST',
    path: '/api/member_payment/',
    body: memberPaymentInput,
    status: 201,
    answer: memberPaymentRecord,
  }),
  topUpCompetitionPurse: endpoint({
    method: 'POST',
    path: '/api/member_payment/competition_purse_top_up/',
    body: memberPaymentInput,
    status: 201,
    answer: memberPaymentRecord,
  }),
  competitionPurses: endpoint({
    method: 'GET',
    path: '/api/member_payment/competition_purses/',
    answer: competitionPurseList,
  }),
  ownCompetitionPurse: endpoint({
    method: 'GET',
    path: '/api/competition_purse/mine/',
    answer: ownCompetitionPurse,
  }),
  voidPayment: endpoint({
    method: 'POST',
    path: '/api/member_payment/{id}/void/',
    params: idParams,
    body: voidPostingInput,
    answer: memberPaymentRecord,
  }),
  postOpeningBalance: endpoint({
    method: 'POST',
    path: '/api/member_opening_balance/',
    body: memberOpeningBalanceInput,
    status: 201,
    answer: memberOpeningBalanceRecord,
  }),
  voidOpeningBalance: endpoint({
    method: 'POST',
    path: '/api/member_opening_balance/{id}/void/',
    params: idParams,
    body: voidPostingInput,
    answer: memberOpeningBalanceRecord,
  }),
  previewBill: endpoint({
    method: 'GET',
    path: '/api/member_billing/process_members_bill/',
    query: billPreviewQuery,
    answer: billPreview,
  }),
  runBill: endpoint({
    method: 'POST',
    path: '/api/member_billing/process_members_bill/',
    body: billRunInput,
    answer: billRunAnswer,
  }),
  billMonths: endpoint({
    method: 'GET',
    path: '/api/get_first_dates_of_last_12_months/',
    answer: billMonths,
  }),
  statement: endpoint({
    method: 'GET',
    path: '/api/member_opening_balance/member_account_statement/',
    query: statementQuery,
    answer: statement,
  }),
  mailStatement: endpoint({
    method: 'POST',
    path: '/api/member_opening_balance/member_account_statement/mail/',
    body: statementMailInput,
    status: 202,
    answer: statementMailed,
  }),
  agedBalances: endpoint({
    method: 'GET',
    path: '/api/member_billing/aged_balances/',
    answer: agedBalances,
  }),
};
