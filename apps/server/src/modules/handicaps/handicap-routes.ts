import {
  handicapEndpoints,
  membersHandicapGraphRow,
  membersHandicapPerformanceRow,
  membersScoreDifferentialRow,
  Role,
} from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { pageWithLinks } from '../../http/list-query.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers, listQuery, pageOf } from '../../http/schemas.js';
import { importScoreRecords } from './import-score-records.js';
import { listMembersHandicapPerformance, type PerformanceVariant } from './list-members-handicap-performance.js';
import { membersHandicapPerformanceCsv } from './members-handicap-performance-csv.js';
import { readMemberHandicapPerformance } from './read-member-handicap-performance.js';
import { recomputeHandicapIndexes } from './recompute-handicap-indexes.js';
import { setPlayingConditions } from './set-playing-conditions.js';

const flag = z.string().optional();
const performanceQuery = listQuery.extend({
  no_scores_12_months: flag.describe('true: only golfers without a score record in the last 12 months'),
  exceptional_scores: flag.describe('true: only golfers with an exceptional score in the last 12 months'),
  soft_cap_applied: flag.describe('true: only golfers whose latest revision the soft cap held'),
  hard_cap_applied: flag.describe('true: only golfers whose latest revision the hard cap held'),
});

const listWords =
  'Searched by name or membership number (`search`), filtered by the flags, ordered (`ordering`) by name, membership_number, handicap_index, low_handicap_index, change_3_months, change_12_months, rounds_played or last_played_on (`-` for descending), paged as every list.';

/** The handicap area's routes: a golfer's performance, the club's table and its variants, and the admins' actions. */
export function registerHandicapRoutes(app: FastifyInstance, { db, config, listPages }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['handicaps'];
  const admins: Access = { course: 'required', roles: [Role.admin] };
  const anyRole: Access = { course: 'required' };
  const organisers: Access = { course: 'required', roles: [Role.admin, Role.eventManager] };

  const variants: {
    path: string;
    operationId: string;
    variant: PerformanceVariant;
    row: z.ZodType;
    summary: string;
    adds: string;
  }[] = [
    {
      path: '/api/all_members_handicap_performance/',
      operationId: 'all_members_handicap_performance',
      variant: 'table',
      row: membersHandicapPerformanceRow,
      summary: "List the club's golfers' handicap performance",
      adds: '',
    },
    {
      path: '/api/all_members_handicap_performance/graph/',
      operationId: 'all_members_handicap_performance_graph',
      variant: 'graph',
      row: membersHandicapGraphRow,
      summary: "List the club's golfers' index over 12 months",
      adds: ' Each row adds `index_points`: the index in force 12 months ago, then every change since (a sparkline).',
    },
    {
      path: '/api/all_members_handicap_performance/score_differential/',
      operationId: 'all_members_handicap_performance_score_differential',
      variant: 'score_differential',
      row: membersScoreDifferentialRow,
      summary: "List the club's golfers' latest differentials",
      adds: ' Each row adds `differentials`: the latest 20 counted differentials, the oldest first, the counting ones marked.',
    },
  ];
  for (const { path, operationId, variant, row, summary, adds } of variants) {
    routes.get(
      path,
      {
        // The Admin group's Members Performance: admins and event managers (spec section 6, decision 0077).
        config: { access: organisers },
        schema: {
          operationId,
          tags,
          summary,
          description: `The golfers of the golf course of X-Golf-Course with their Handicap Index and Low Handicap Index, the change over 3 and 12 months, their score records of the last 12 months and the last day played, and flags: no scores for 12 months, an exceptional score in 12 months, the latest revision held by the soft or the hard cap. ${listWords}${adds} Admins and event managers.`,
          querystring: performanceQuery,
          response: { 200: pageOf(row) },
        },
      },
      // Kept as the lists' pages are (decision 0029): forgotten at any change, read again after 30 s at most, so the
      // 12 months' windows move with the day. The club's admins all see the same page.
      async (request) =>
        listPages.pageOf(`handicaps ${request.golfCourseId!} ${request.url}`, async () =>
          pageWithLinks(await listMembersHandicapPerformance(db, request.golfCourseId!, request.query, variant), {
            url: request.url,
            publicUrl: config.publicUrl,
          }),
        ),
    );
  }

  const { memberPerformance, membersPerformanceCsv, recompute, importCsv, playingConditions } = handicapEndpoints;
  routes.route({
    ...endpointRoute(membersPerformanceCsv),
    config: { access: organisers },
    schema: {
      operationId: 'all_members_handicap_performance_csv',
      tags,
      summary: "Download the club's golfers' handicap performance as CSV",
      description:
        'The table of `all_members_handicap_performance` as CSV (UTF-8, a header row, CRLF line ends), every golfer of the golf course of X-Golf-Course, not a page: searched, filtered by the flags and ordered as the table. A row a golfer: last and first name, membership number, Handicap Index and Low Handicap Index as written (a plus index "+1.2"), the change over 3 and 12 months to one decimal, score records of the last 12 months, the last day played, and the four flags as Yes or No. Admins and event managers; only the club\'s own golfers.',
      querystring: membersPerformanceCsv.query,
      response: {
        200: {
          description: 'The CSV.',
          content: { 'text/csv': { schema: z.string().meta({ format: 'binary', description: 'The CSV text' }) } },
        },
      },
    },
    handler: async (request, reply) => {
      const csv = await membersHandicapPerformanceCsv(db, request.golfCourseId!, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="golf-course-${request.golfCourseId!}-members-handicap-performance.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  routes.route({
    ...endpointRoute(memberPerformance),
    config: { access: anyRole },
    schema: {
      operationId: 'member_handicap_performance',
      tags,
      summary: "Read a golfer's handicap performance",
      description:
        "A golfer's handicap performance: their score records (the latest first, the counting 8 of 20 marked), their index history, current and Low Handicap Index, the change over 3 and 12 months and its trend, gross, net and adjusted gross averages, average strokes on par 3s, 4s and 5s, how many holes were each score term, and their five best rounds. The caller's own without `member_id`; another golfer's for the club's admins and event managers only (anyone else, and a golfer not of the golf course of X-Golf-Course, answers 404).",
      querystring: memberPerformance.query,
      response: { 200: memberPerformance.answer, 404: errorAnswers[404] },
    },
    handler: (request) =>
      readMemberHandicapPerformance(db, actorOf(request), request.caller!.id, request.query.member_id),
  });

  routes.route({
    ...endpointRoute(recompute),
    config: { access: admins },
    schema: {
      operationId: 'score_records_recompute',
      tags,
      summary: 'Recompute Handicap Indexes from scratch',
      description:
        'Recomputes from scratch the Handicap Index revisions of one golfer of the golf course of X-Golf-Course (`member_id`), or of every golfer of it with score records: their calculated index history from their first record on is written again from all their records, which gives the same history as the revisions after each record. A golfer of another club answers 404. Admins only.',
      body: recompute.body,
      response: { 200: recompute.answer, 404: errorAnswers[404] },
    },
    handler: (request) => recomputeHandicapIndexes(db, actorOf(request), request.body.member_id),
  });

  routes.route({
    ...endpointRoute(importCsv),
    config: { access: admins },
    schema: {
      operationId: 'score_records_import_csv',
      tags,
      summary: "Import a golfer's past score records",
      description:
        "Imports a golfer's past score records from a CSV, all or nothing: a line that is wrong (a day in the future or not a day, a slope rating outside 55-155, a 9-hole score on an 18-hole course rating, a PCC outside -1.0 to +3.0, a differential that is not the one of its adjusted gross score...) answers 400 naming each bad line by its number under `csv`, and nothing is imported. Imported, the golfer's index is revised from all their records. A golfer of another club answers 404. Admins only.",
      body: importCsv.body,
      response: { 201: importCsv.answer, 404: errorAnswers[404] },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await importScoreRecords(db, actorOf(request), request.body)),
  });

  routes.route({
    ...endpointRoute(playingConditions),
    config: { access: organisers },
    schema: {
      operationId: 'score_records_playing_conditions',
      tags,
      summary: "Set a day's playing conditions calculation",
      description:
        "Sets the PCC of a day at the golf course of X-Golf-Course (-1.0 to +3.0, 0 until set; a later day answers 400): the differentials of the score records of that day's rounds at the club are worked out again with it and their golfers' indexes revised, and rounds completed later that day take it. Admins and event managers.",
      body: playingConditions.body,
      response: { 200: playingConditions.answer },
    },
    handler: (request) => setPlayingConditions(db, actorOf(request), request.body),
  });
}
