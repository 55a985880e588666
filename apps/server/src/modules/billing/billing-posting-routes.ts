import { billingEndpoints, Role } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { answerOf, endpointRoute } from '../../http/endpoint-route.js';
import { HttpError } from '../../http/errors.js';
import { actorOf } from '../../http/request-context.js';
import type { Resource } from '../../http/resource.js';
import { getRecord } from '../../http/resource-service.js';
import type { Access } from '../../http/route-config.js';
import { answer, detailBody, errorAnswers, idParams } from '../../http/schemas.js';
import { IdempotencyKeyReusedError } from './idempotency-key-reused-error.js';
import { memberExpencesResource } from './member-expences.resource.js';
import { memberOpeningBalanceResource } from './member-opening-balance.resource.js';
import { memberPaymentResource } from './member-payment.resource.js';
import { postExpense } from './post-expense.js';
import { postOpeningBalance } from './post-opening-balance.js';
import { postPayment } from './post-payment.js';
import { voidPosting, type VoidablePosting } from './void-posting.js';
import { listCompetitionPurses } from './list-competition-purses.js';
import { ownCompetitionPurse } from './own-competition-purse.js';
import { topUpCompetitionPurse } from './top-up-competition-purse.js';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe(
      'Any unique text per posting (a UUID): a retry with the same key answers the first posting and posts nothing new',
    ),
});

const keyReused = answer(
  'The Idempotency-Key was sent before with a different request: nothing was posted.',
  detailBody,
);

/** The postings: each writes its document and ledger entries in one transaction, and is voided, never edited. */
export function registerBillingPostingRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const admins = { course: 'required', roles: [Role.admin] } as const;

  const postings = [
    {
      endpoint: billingEndpoints.postExpense,
      void: billingEndpoints.voidExpense,
      kind: 'expense',
      resource: memberExpencesResource,
      post: postExpense,
      words: {
        post: 'Charge a member an expense',
        postText:
          "Charges a member of the club an ad-hoc expense (green fees, bar, shop, an entry fee) under a ledger head: the expense and its ledger entry in one transaction. `amount` is a decimal of the club's currency, above zero.",
      },
    },
    {
      endpoint: billingEndpoints.postPayment,
      void: billingEndpoints.voidPayment,
      kind: 'payment',
      resource: memberPaymentResource,
      post: postPayment,
      words: {
        post: "Take a member's payment",
        postText:
          "Records a member's payment (cash, card, UPI, cheque, bank transfer) and credits their account in one transaction. `amount` is a decimal of the club's currency, above zero.",
      },
    },
    {
      endpoint: billingEndpoints.postOpeningBalance,
      void: billingEndpoints.voidOpeningBalance,
      kind: 'opening_balance',
      resource: memberOpeningBalanceResource,
      post: postOpeningBalance,
      words: {
        post: "Post a member's opening balance",
        postText:
          'Posts what a member owed (positive) or was owed (negative) on a day, one standing per member (400 on member_id otherwise), with its ledger entry in one transaction.',
      },
    },
  ] as const;

  for (const posting of postings) {
    const resource: Resource = posting.resource;
    routes.route({
      ...endpointRoute(posting.endpoint),
      config: { access: admins },
      schema: {
        operationId: `${resource.name}_create`,
        tags,
        summary: posting.words.post,
        description: `${posting.words.postText} With an \`Idempotency-Key\` header, a retry answers the first posting and posts nothing new; the same key with another body answers 422.`,
        headers: idempotencyHeaders,
        body: posting.endpoint.body,
        response: { 201: posting.endpoint.answer, 422: keyReused },
      },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        let posted: { documentId: number; replayed: boolean };
        try {
          posted = await posting.post(db, actor, request.body as never, request.headers['idempotency-key']);
        } catch (error) {
          if (error instanceof IdempotencyKeyReusedError) throw new HttpError(422, { detail: error.message });
          throw error;
        }
        const record = await getRecord(db, resource, posted.documentId, actor.golfCourseId);
        if (posted.replayed) void reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(answerOf(posting.endpoint, record) as never);
      },
    });

    routes.route({
      ...endpointRoute(posting.void),
      config: { access: admins },
      schema: {
        operationId: `${resource.name}_void`,
        tags,
        summary: `Void a ${resource.thing}`,
        description: `Voids a ${resource.thing} of the club with a reason: it is marked void (who, when, why) and a reversal of its ledger entries is posted; nothing is edited or deleted. 409 when it is void already.`,
        params: idParams,
        body: posting.void.body,
        response: { 200: posting.void.answer, 409: errorAnswers[409] },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const id = request.params.id;
        await voidPosting(db, actor, { kind: posting.kind as VoidablePosting, id, reason: request.body.reason });
        return answerOf(posting.void, await getRecord(db, resource, id, actor.golfCourseId)) as never;
      },
    });
  }

  const { topUpCompetitionPurse: topUp, competitionPurses, ownCompetitionPurse: ownPurse } = billingEndpoints;
  routes.route({
    ...endpointRoute(topUp),
    config: { access: admins },
    schema: {
      operationId: 'member_payment_competition_purse_top_up',
      tags,
      summary: "Top up a member's competition purse",
      description:
        "Money received at the club into a member's competition purse, which pays their entry fees where the club takes them from purses (`competition_purse`): a payment marked for the purse and its ledger credit in one transaction. `amount` is a decimal of the club's currency, above zero. It is reversed as any payment is, by voiding it, while the purse still holds it. 409 where the club does not use purses. With an `Idempotency-Key` header, a retry answers the first top-up and posts nothing new; the same key with another body answers 422.",
      headers: idempotencyHeaders,
      body: topUp.body,
      response: { 201: topUp.answer, 409: errorAnswers[409], 422: keyReused },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      let posted: { documentId: number; replayed: boolean };
      try {
        posted = await topUpCompetitionPurse(db, actor, request.body, request.headers['idempotency-key']);
      } catch (error) {
        if (error instanceof IdempotencyKeyReusedError) throw new HttpError(422, { detail: error.message });
        throw error;
      }
      const record = await getRecord(db, memberPaymentResource, posted.documentId, actor.golfCourseId);
      if (posted.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(answerOf(topUp, record) as never);
    },
  });

  routes.route({
    ...endpointRoute(competitionPurses),
    config: { access: admins },
    schema: {
      operationId: 'member_payment_competition_purses',
      tags,
      summary: "List the members' competition purses",
      description:
        'The members of the club who have had money in a competition purse, by name, each with what it holds: the top-ups less the entry fees taken from it, from their ledger entries (voids and reversals included).',
      response: { 200: competitionPurses.answer },
    },
    handler: (request) => listCompetitionPurses(db, actorOf(request).golfCourseId!),
  });

  const golfers: Access = { course: 'required', roles: [Role.member, Role.admin] };
  routes.route({
    ...endpointRoute(ownPurse),
    config: { access: golfers },
    schema: {
      operationId: 'competition_purse_mine',
      tags,
      summary: 'Read my competition purse',
      description:
        "The calling golfer's competition purse at the golf course of X-Golf-Course: whether the club takes entry fees from purses, its currency and what the purse holds. 404 for a caller who is not a golfer of the club.",
      response: { 200: ownPurse.answer, 404: errorAnswers[404] },
    },
    handler: (request) => ownCompetitionPurse(db, actorOf(request)),
  });
}
