import { z } from 'zod';
import { endpoint } from './endpoints.js';
import {
  handicapsRecomputed,
  memberHandicapPerformance,
  memberHandicapPerformanceQuery,
  membersHandicapPerformanceCsvQuery,
  playingConditionsInput,
  playingConditionsSaved,
  recomputeHandicapsInput,
  scoreRecordsImported,
  scoreRecordsImportInput,
} from './handicaps.js';

/** Handicap records and analysis (the club's lists of members' performance are paged lists beside them). */
export const handicapEndpoints = {
  memberPerformance: endpoint({
    method: 'GET',
    path: '/api/member_handicap_performance/',
    query: memberHandicapPerformanceQuery,
    answer: memberHandicapPerformance,
  }),
  /** The club table as CSV, every golfer of it (not a page), searched, filtered and ordered as the table. */
  membersPerformanceCsv: endpoint({
    method: 'GET',
    path: '/api/all_members_handicap_performance/csv/',
    query: membersHandicapPerformanceCsvQuery,
    answer: z.string().meta({ format: 'binary', description: 'The CSV text, UTF-8 with a header row' }),
  }),
  recompute: endpoint({
    method: 'POST',
    path: '/api/score_records/recompute/',
    body: recomputeHandicapsInput,
    answer: handicapsRecomputed,
  }),
  importCsv: endpoint({
    method: 'POST',
    path: '/api/score_records/import_csv/',
    body: scoreRecordsImportInput,
    status: 201,
    answer: scoreRecordsImported,
  }),
  playingConditions: endpoint({
    method: 'POST',
    path: '/api/score_records/playing_conditions/',
    body: playingConditionsInput,
    answer: playingConditionsSaved,
  }),
};
