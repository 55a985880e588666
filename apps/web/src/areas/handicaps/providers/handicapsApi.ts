import {
  generalPlayEndpoints,
  handicapEndpoints,
  type EndpointAnswer,
  type EndpointInput,
  type membersHandicapGraphRow,
} from '@fairway/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { listQuery } from '../../../providers/dataProvider';
import { callEndpoint, downloadEndpointFile, endpointKey, useEndpointQuery } from '../../../providers/endpointClient';
import { httpClient } from '../../../providers/httpClient';

/**
 * Handicap analysis: a golfer's performance, the club's table of its golfers' (with sparklines) and its CSV, and the
 * admins' actions on score records: a golfer's past records imported, a day's PCC set, indexes recomputed.
 */

export type MemberPerformance = EndpointAnswer<typeof handicapEndpoints.memberPerformance>;
export type PerformanceRecord = MemberPerformance['records'][number];
export type MembersPerformanceRow = z.output<typeof membersHandicapGraphRow>;
export type ScoreRecordsImport = EndpointInput<typeof handicapEndpoints.importCsv>['body'];
export type PlayingConditions = EndpointInput<typeof handicapEndpoints.playingConditions>['body'];
export type ScoreRecordsImported = EndpointAnswer<typeof handicapEndpoints.importCsv>;
export type PlayingConditionsSaved = EndpointAnswer<typeof handicapEndpoints.playingConditions>;
export type MembersPerformanceQuery = NonNullable<
  EndpointInput<typeof handicapEndpoints.membersPerformanceCsv>['query']
>;

/** A golfer's performance: the caller's own without `memberId`, another golfer's for the club's admins. */
export const useMemberPerformance = (memberId?: number) =>
  useEndpointQuery(handicapEndpoints.memberPerformance, {
    query: memberId === undefined ? {} : { member_id: memberId },
  });

const MEMBERS_PERFORMANCE = 'all_members_handicap_performance';

interface Page<T> {
  count: number;
  results: T[];
}

/** One page of the club table, each golfer with their index points of the last 12 months. */
export const useMembersPerformance = (query: MembersPerformanceQuery, pagination: { page: number; perPage: number }) =>
  useQuery({
    queryKey: [MEMBERS_PERFORMANCE, 'graph', query, pagination],
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

/** Imports a golfer's past score records from a CSV, all or nothing; a 400 names the bad lines under `csv`. */
export const importScoreRecords = (body: ScoreRecordsImport) => callEndpoint(handicapEndpoints.importCsv, { body });

/** Sets a day's PCC; the answer says how many of that day's score records were worked out again. */
export const setPlayingConditions = (body: PlayingConditions) =>
  callEndpoint(handicapEndpoints.playingConditions, { body });

/** Recomputes the index histories of one golfer, or of every golfer of the club without `memberId`. */
export const recomputeHandicapIndexes = (memberId?: number) =>
  callEndpoint(handicapEndpoints.recompute, { body: memberId === undefined ? {} : { member_id: memberId } });

export type RoundNotReturned = EndpointAnswer<typeof generalPlayEndpoints.notReturned>[number];
export type PenaltyScoreInput = EndpointInput<typeof generalPlayEndpoints.enterPenaltyScore>['body'];
export type PenaltyScore = EndpointAnswer<typeof generalPlayEndpoints.enterPenaltyScore>;

/** The club's rounds for handicap not returned within its time limit, the oldest first: the committee's list. */
export const useRoundsNotReturned = () => useEndpointQuery(generalPlayEndpoints.notReturned, {});

/** The committee's penalty score for a round not returned (WHS Rule 7.2a); the round leaves the list. */
export const enterPenaltyScore = (roundId: number, body: PenaltyScoreInput) =>
  callEndpoint(generalPlayEndpoints.enterPenaltyScore, { params: { id: roundId }, body });

/** After an action on score records: every golfer's analysis and the club table are read again. */
export function useRefreshHandicaps() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(handicapEndpoints.memberPerformance) }),
      queryClient.invalidateQueries({ queryKey: [MEMBERS_PERFORMANCE] }),
      queryClient.invalidateQueries({ queryKey: endpointKey(generalPlayEndpoints.notReturned) }),
    ]);
}
