import {
  handicapEndpoints,
  type EndpointAnswer,
  type EndpointInput,
  type membersHandicapGraphRow,
} from '@fairway/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listQuery } from './dataProvider';
import { downloadEndpointFile, useEndpointQuery } from './endpointClient';
import { httpClient } from './httpClient';

/** Handicap analysis: a golfer's performance, the club's table of its golfers' (with sparklines) and its CSV. */

export type MemberPerformance = EndpointAnswer<typeof handicapEndpoints.memberPerformance>;
export type PerformanceRecord = MemberPerformance['records'][number];
export type MembersPerformanceRow = z.output<typeof membersHandicapGraphRow>;
export type MembersPerformanceQuery = NonNullable<
  EndpointInput<typeof handicapEndpoints.membersPerformanceCsv>['query']
>;

/** A golfer's performance: the caller's own without `memberId`, another golfer's for the club's admins. */
export const useMemberPerformance = (memberId?: number) =>
  useEndpointQuery(handicapEndpoints.memberPerformance, {
    query: memberId === undefined ? {} : { member_id: memberId },
  });

interface Page<T> {
  count: number;
  results: T[];
}

/** One page of the club table, each golfer with their index points of the last 12 months. */
export const useMembersPerformance = (query: MembersPerformanceQuery, pagination: { page: number; perPage: number }) =>
  useQuery({
    queryKey: ['all_members_handicap_performance', 'graph', query, pagination],
    queryFn: async ({ signal }) => {
      const search = listQuery({ pagination, filter: query });
      const { json } = await httpClient<Page<MembersPerformanceRow>>(
        `/api/all_members_handicap_performance/graph/?${search}`,
        { signal },
      );
      return json;
    },
    placeholderData: (previous) => previous,
  });

/** Saves the whole club table (every golfer, as searched, filtered and ordered) as CSV; answers the file's name. */
export const downloadMembersPerformanceCsv = (query: MembersPerformanceQuery) =>
  downloadEndpointFile(handicapEndpoints.membersPerformanceCsv, { query });
