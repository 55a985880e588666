import {
  billingEndpoints,
  billPreviewPageSize,
  endpointPath,
  type EndpointAnswer,
  type EndpointInput,
} from '@fairway/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, useEndpointQuery } from '../../../providers/endpointClient';
import { httpFile } from '../../../providers/httpClient';

/** Membership billing's actions: voids, the month's bill run, statements, competition purses. */

export type BillPreview = EndpointAnswer<typeof billingEndpoints.previewBill>;
export type BillRun = EndpointAnswer<typeof billingEndpoints.runBill>;
export type Statement = EndpointAnswer<typeof billingEndpoints.statement>;
export type StatementQuery = NonNullable<EndpointInput<typeof billingEndpoints.statement>['query']>;

/** The three postings a person voids, by their API resource. */
export const voidEndpoints = {
  member_expences: billingEndpoints.voidExpense,
  member_payment: billingEndpoints.voidPayment,
  member_opening_balance: billingEndpoints.voidOpeningBalance,
} as const;

export type VoidableResource = keyof typeof voidEndpoints;

export const voidPosting = (resource: VoidableResource, id: number, reason: string) =>
  callEndpoint(voidEndpoints[resource], { params: { id: String(id) }, body: { reason } });

export const fetchBillMonths = () => callEndpoint(billingEndpoints.billMonths, {});

/** A page of a month's preview: `page` from 1, `page_size` bills a page. */
export const previewBill = (month: string, page = 1, pageSize = billPreviewPageSize) =>
  callEndpoint(billingEndpoints.previewBill, {
    query: { month, page: String(page), page_size: String(pageSize) },
  });

export const runBill = (month: string) => callEndpoint(billingEndpoints.runBill, { body: { month } });

export const fetchStatement = (query: StatementQuery) =>
  callEndpoint(billingEndpoints.statement, { query: { ...query, format: 'json' } });

/** The statement as a file: a PDF to open, or CSV to save. */
export async function fetchStatementFile(query: StatementQuery, format: 'pdf' | 'csv'): Promise<Blob> {
  const search = new URLSearchParams({ ...query, format } as Record<string, string>);
  return (await httpFile(`${endpointPath(billingEndpoints.statement)}?${search.toString()}`)).blob;
}

export const mailStatement = (body: EndpointInput<typeof billingEndpoints.mailStatement>['body']) =>
  callEndpoint(billingEndpoints.mailStatement, { body });

export type AgedBalances = EndpointAnswer<typeof billingEndpoints.agedBalances>;

export const fetchAgedBalances = () => callEndpoint(billingEndpoints.agedBalances, {});

export type CompetitionPurse = EndpointAnswer<typeof billingEndpoints.competitionPurses>[number];
export type PurseTopUpInput = EndpointInput<typeof billingEndpoints.topUpCompetitionPurse>['body'];
export type PurseTopUp = EndpointAnswer<typeof billingEndpoints.topUpCompetitionPurse>;

/** What each member's competition purse holds, for the club's admins. */
export const useCompetitionPurses = () => useEndpointQuery(billingEndpoints.competitionPurses, {});

/** A top-up of a member's purse; a retry with the same key answers the first and posts nothing new. */
export const topUpCompetitionPurse = (body: PurseTopUpInput, idempotencyKey: string) =>
  callEndpoint(billingEndpoints.topUpCompetitionPurse, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });

/** After a top-up: the purses are read again, and the payments list with its new payment. */
export function useRefreshCompetitionPurses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(billingEndpoints.competitionPurses) }),
      queryClient.invalidateQueries({ queryKey: ['member_payment'] }),
    ]);
}
