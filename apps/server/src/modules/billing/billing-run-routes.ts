import { billingEndpoints, Role } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import { checkStatementReader } from './check-statement-reader.js';
import { getAgedBalances } from './get-aged-balances.js';
import { getStatement } from './get-statement.js';
import { listBillMonths } from './list-bill-months.js';
import { mailStatement } from './mail-statement.js';
import { previewBill } from './preview-bill.js';
import { runBill } from './run-bill.js';
import { statementCsv } from './statement-csv.js';
import { statementPdf } from './statement-pdf.js';

const today = () => new Date().toISOString().slice(0, 10);

/** The month's bill run (preview and post), the months that can be run, and members' statements. */
export function registerBillingRunRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const admins = { course: 'required', roles: [Role.admin] } as const;

  routes.route({
    ...endpointRoute(billingEndpoints.previewBill),
    config: { access: admins },
    schema: {
      operationId: 'member_billing_process_members_bill_preview',
      tags,
      summary: "Preview a month's bills",
      description:
        "What the bill run of `month` (its first day) would post, posting nothing: the members billed, the total, each head's total, a page of the bills line by line (`page` from 1, `page_size` up to 100, by membership number), and the run that billed the month already, if any. 400 for a month in the future or before the last twelve; 404 for a page past the last.",
      querystring: billingEndpoints.previewBill.query,
      response: { 200: billingEndpoints.previewBill.answer },
    },
    handler: (request) =>
      previewBill(db, request.golfCourseId!, request.query.month, today(), {
        page: request.query.page ? Number(request.query.page) : undefined,
        pageSize: request.query.page_size ? Number(request.query.page_size) : undefined,
      }),
  });

  routes.route({
    ...endpointRoute(billingEndpoints.runBill),
    config: { access: admins },
    schema: {
      operationId: 'member_billing_process_members_bill',
      tags,
      summary: "Post a month's bills",
      description:
        "Bills every active member of the club for `month` (its first day) in one transaction: their member type's heads and their lockers' charges that fall due that month, pro-rated for a mid-period join where the charge says so; each bill writes its ledger entry. A month is billed once: running it again answers the first run with `created: false` and posts nothing. Records who ran it. 400 for a month in the future or before the last twelve.",
      body: billingEndpoints.runBill.body,
      response: { 200: billingEndpoints.runBill.answer },
    },
    handler: (request) => runBill(db, actorOf(request), request.body.month, today()),
  });

  routes.route({
    ...endpointRoute(billingEndpoints.billMonths),
    config: { access: admins },
    schema: {
      operationId: 'get_first_dates_of_last_12_months',
      tags,
      summary: 'The months a bill can be run for',
      description:
        'The first days of this month and the eleven before it, newest first, each with the run that billed it (who, when, how many members, the total) or null.',
      response: { 200: billingEndpoints.billMonths.answer },
    },
    handler: (request) => listBillMonths(db, request.golfCourseId!, today()),
  });

  routes.route({
    ...endpointRoute(billingEndpoints.agedBalances),
    config: { access: admins },
    schema: {
      operationId: 'member_billing_aged_balances',
      tags,
      summary: "The club's aged balances",
      description:
        'Today, each member who owes or is owed: their balance split by the age of the charges still unpaid (current, 30, 60, 90 days and more), payments settling the oldest charges first, a credit shown as current; with the totals.',
      response: { 200: billingEndpoints.agedBalances.answer },
    },
    handler: (request) => getAgedBalances(db, request.golfCourseId!, today()),
  });

  // Typed by hand: the answer is JSON, CSV or a PDF's bytes, as `format` asks.
  app.get<{ Querystring: z.output<typeof billingEndpoints.statement.query> }>(
    billingEndpoints.statement.path,
    {
      config: { access: { course: 'required', roles: [Role.admin, Role.member] } },
      schema: {
        operationId: 'member_opening_balance_member_account_statement',
        tags,
        summary: "A member's statement",
        description:
          "A member's account from `from_date` to `to_date`: the balance brought forward, each ledger entry with its document and the running balance, the totals and the closing balance. `format` csv gives it as CSV, pdf as a PDF with the club's logo and address. The club's admins read any member's; a member of the club reads their own only, where the club lets its members read their statements (`members_read_own_statement`; 403 where it does not), and another member's answers them 404. 404 for a golfer who is not the club's; 400 when the range ends before it starts.",
        querystring: billingEndpoints.statement.query,
        response: {
          200: {
            description: 'The statement.',
            content: {
              'application/json': { schema: billingEndpoints.statement.answer },
              'text/csv': { schema: z.string().meta({ description: 'The statement as CSV' }) },
              'application/pdf': {
                schema: z.string().meta({ format: 'binary', description: 'The statement as a PDF' }),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { member_id, from_date, to_date, format = 'json' } = request.query;
      const golfCourseId = request.golfCourseId!;
      await checkStatementReader(db, actorOf(request), Number(member_id));
      const statement = await getStatement(db, golfCourseId, {
        memberId: Number(member_id),
        fromDate: from_date,
        toDate: to_date,
      });
      if (format === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify(statement));
      const fileName = `statement-${statement.membership_number || statement.member_id}-${from_date}-${to_date}`;
      if (format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}.csv"`)
          .send(statementCsv(statement));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}.pdf"`)
        .send(await statementPdf(db, golfCourseId, statement));
    },
  );

  routes.route({
    ...endpointRoute(billingEndpoints.mailStatement),
    config: { access: admins },
    schema: {
      operationId: 'member_opening_balance_member_account_statement_mail',
      tags,
      summary: "Mail a member's statement",
      description:
        "Puts the member's statement for the range in the outbox, addressed to their e-mail; 400 on member_id when they have none.",
      body: billingEndpoints.mailStatement.body,
      response: { 202: billingEndpoints.mailStatement.answer },
    },
    handler: async (request, reply) => {
      const { recipient } = await mailStatement(db, config, actorOf(request), {
        memberId: request.body.member_id,
        fromDate: request.body.from_date,
        toDate: request.body.to_date,
      });
      return reply.code(202).send({ detail: `The statement is on its way to ${recipient}.`, recipient });
    },
  });
}
