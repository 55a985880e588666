import { enteringEndpoints, Role } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { acceptOfferedPlace } from './accept-offered-place.js';
import { decideAwaitingEntry } from './decide-awaiting-entry.js';
import { competitionEntering } from './competition-entering.js';
import { enterOpenCompetition } from './enter-open-competition.js';
import { listCompetitions } from './list-competitions.js';
import { listOpenCompetitions } from './list-open-competitions.js';
import { listOwnCompetitionEntries } from './list-own-competition-entries.js';
import { listTournamentCompetitionEntries } from './list-tournament-competition-entries.js';
import { readCompetitionEntry } from './read-competition-entry.js';
import { withdrawCompetitionEntry } from './withdraw-competition-entry.js';

const {
  competitions,
  enter,
  myEntries,
  tournamentEntries,
  withdraw,
  accept,
  openCompetitions,
  enterOpen,
  approve,
  decline,
} = enteringEndpoints;

/**
 * Members entering competitions themselves: the events open to them, entering, withdrawing, a freed place taken; the
 * open events of other clubs entered from the golfer's home club, and the organiser's approval of those entries.
 */
export function registerTournamentEnteringRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];
  const enterCompetition = competitionEntering(db, config);
  const entrants: Access = { course: 'required', roles: [Role.member, Role.admin] };
  const organisers: Access = { course: 'required', roles: [Role.admin, Role.eventManager] };
  const entrantsAndOrganisers: Access = { course: 'required', roles: [Role.member, Role.admin, Role.eventManager] };

  routes.route({
    ...endpointRoute(competitions),
    config: { access: entrants },
    schema: {
      operationId: 'competitions_list',
      tags,
      summary: 'List the competitions a member may enter',
      description:
        "The tournaments of the golf course of X-Golf-Course open for members' own entries, as the calling golfer sees them: those whose entries have not closed and those to come they stand entered in, soonest first, each with its places taken and waiting, the fee the caller would pay, `may_enter` and, when they may not, `reason` in words to show them (entries not yet open or closed, a member type, gender, Handicap Index on the day entries close or category the rules leave out, guests not allowed, already entered, a full field without a waiting list), and their standing entry with its place on the waiting list.",
      response: { 200: competitions.answer },
    },
    handler: (request) => listCompetitions(db, actorOf(request)),
  });

  routes.route({
    ...endpointRoute(enter),
    config: { access: entrants },
    schema: {
      operationId: 'competitions_enter',
      tags,
      summary: 'Enter a competition',
      description:
        "The calling golfer of the golf course of X-Golf-Course enters a tournament open for members' entries, with the start they would like (`preferred_start`, which the draw follows where it can): into the field while a place is free and no one waits, its entry fee posted to their account (where the club takes fees from competition purses, taken from their purse); else onto the waiting list, in the order the database takes entries. 409 says why an entry is refused: before entries open or after they close, a member type, gender, Handicap Index or category the rules leave out, a guest where guests may not enter, an entry already standing, a full field without a waiting list, a competition purse short of the fee (saying what it holds). Where the tournament plays as sides or teams (`side_size` on the Competitions answer), the caller names their partner or team-mates in `partner_ids` (2 golfers up to the team size, the caller included): each a golfer of the club who may enter as the caller may (409 naming them and the rule, or that they stand entered already), each paying their own fee; the side goes into the field together as one of its teams while a place is free for each, else onto the waiting list together, and each partner is mailed who entered them. 400 under `partner_ids`: partners where the event is played alone, a side of the wrong size, the caller themself, a golfer named twice, a golfer of no club of the caller (another club's id). Another club's tournament is not found.",
      params: enter.params,
      body: enter.body,
      response: { 201: enter.answer, 400: errorAnswers[400], 409: errorAnswers[409] },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await enterCompetition(actorOf(request), request.params.id, request.body)),
  });

  routes.route({
    ...endpointRoute(myEntries),
    config: { access: entrants },
    schema: {
      operationId: 'competition_entries_mine',
      tags,
      summary: 'List my entries',
      description:
        "The calling golfer's own entries of the competitions of the golf course of X-Golf-Course (My Entries): in the field, waiting with their place on the list, offered a freed place until a time, withdrawn or lapsed, each with its fee and whether it is posted or reversed.",
      response: { 200: myEntries.answer },
    },
    handler: (request) => listOwnCompetitionEntries(db, actorOf(request)),
  });

  routes.route({
    ...endpointRoute(tournamentEntries),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_competition_entries',
      tags,
      summary: "List a tournament's entries made by members",
      description:
        "The entries members made themselves of a tournament the caller runs: those in the field with their fee (posted to the member's account, or owed), the waiting list in its order, offers standing, and those withdrawn or lapsed. A tournament of another club, or of another organiser's series, is not found.",
      params: tournamentEntries.params,
      response: { 200: tournamentEntries.answer },
    },
    handler: (request) => listTournamentCompetitionEntries(db, actorOf(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(withdraw),
    config: { access: entrantsAndOrganisers },
    schema: {
      operationId: 'competition_entries_withdraw',
      tags,
      summary: 'Withdraw an entry',
      description:
        "Withdraws a member's entry of a competition: its golfer until entries close, an organiser of the tournament until play starts (recorded in the audit). An entry in the field leaves it and the draw of rounds not started; the freed place goes to the first waiting, at once or offered by mail, as the tournament's rules say. A fee withdrawn before entries close is reversed in the ledger, once; after the close it stands. The golfer who entered a side or team withdraws it whole (each golfer's fee reversed, its places freed together, a side first on the waiting list taking them together); a partner withdraws only themself, the side staying with a place to fill. 409 for an entry already withdrawn, a golfer's withdrawal after the close, or play started. Another golfer's entry, or another club's, is not found.",
      params: withdraw.params,
      response: { 200: withdraw.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await withdrawCompetitionEntry(db, config, actor, request.params.id);
      return readCompetitionEntry(db, actor.golfCourseId!, request.params.id);
    },
  });

  routes.route({
    ...endpointRoute(accept),
    config: { access: entrants },
    schema: {
      operationId: 'competition_entries_accept',
      tags,
      summary: 'Take an offered place',
      description:
        "The calling golfer takes the freed place offered to their entry before the offer lapses: the entry goes into the field and its fee is posted. 409 when no place is offered to it, the offer has lapsed, or the golfer's competition purse is short of the fee (the place then went to the next golfer waiting). Another golfer's entry, or another club's, is not found.",
      params: accept.params,
      response: { 200: accept.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await acceptOfferedPlace(db, config, actor, request.params.id);
      return readCompetitionEntry(db, actor.golfCourseId!, request.params.id);
    },
  });

  routes.route({
    ...endpointRoute(openCompetitions),
    config: { access: entrants },
    schema: {
      operationId: 'open_competitions_list',
      tags,
      summary: 'List the open events of other clubs',
      description:
        "The tournaments of other Fairway clubs whose entry rules let golfers of other clubs enter (open events), as a member of the golf course of X-Golf-Course, their home club, sees them: of clubs they are not a golfer of, whose entries have not closed or that they stand entered in, soonest first; each with its club, whether the organiser approves entries, its places taken and waiting, the fee they would pay (the event's guest fee, owed to the host and paid on the day), `may_enter` and `reason` in words when they may not, and their standing entry. Nothing else of the host club is shown.",
      response: { 200: openCompetitions.answer },
    },
    handler: (request) => listOpenCompetitions(db, actorOf(request)),
  });

  routes.route({
    ...endpointRoute(enterOpen),
    config: { access: entrants },
    schema: {
      operationId: 'open_competitions_enter',
      tags,
      summary: "Enter another club's open event",
      description:
        "A member of the golf course of X-Golf-Course enters another club's open event with their own login, with the start they would like: the entry is the host's, shows the golfer's Handicap Index and home club in the organiser's field, and its fee (the event's guest fee) is owed to the host, paid on the day. Where the event asks for the organiser's approval the entry awaits it (`awaiting`); else into the field while a place is free, or onto the waiting list. 409 says why an entry is refused: an event not open to golfers of other clubs, before entries open or after they close, a gender, Handicap Index or category the rules leave out, an entry already standing, a full field without a waiting list, a golfer of the host club (who enters from its own Competitions). A tournament of the caller's own club, or one taking no members' entries, is not found.",
      params: enterOpen.params,
      body: enterOpen.body,
      response: { 201: enterOpen.answer, 409: errorAnswers[409] },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await enterOpenCompetition(db, config, actorOf(request), request.params.id, request.body)),
  });

  for (const [endpoint, approved] of [
    [approve, true],
    [decline, false],
  ] as const) {
    routes.route({
      ...endpointRoute(endpoint),
      config: { access: organisers },
      schema: {
        operationId: approved ? 'competition_entries_approve' : 'competition_entries_decline',
        tags,
        summary: approved ? 'Approve an entry' : 'Decline an entry',
        description: approved
          ? "An organiser of the tournament approves the entry of a golfer of another club awaiting approval at an open event: it goes into the field while a place is free and no one waits, else onto the waiting list in the order it was taken; the golfer is mailed. 409 for an entry not awaiting approval, or a full field without a waiting list. Another club's entry, or one of a tournament the caller does not run, is not found."
          : "An organiser of the tournament declines the entry of a golfer of another club awaiting approval at an open event; the golfer is mailed. 409 for an entry not awaiting approval. Another club's entry, or one of a tournament the caller does not run, is not found.",
        params: endpoint.params,
        response: { 200: endpoint.answer, 409: errorAnswers[409] },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        await decideAwaitingEntry(db, config, actor, request.params.id, approved);
        return readCompetitionEntry(db, actor.golfCourseId!, request.params.id);
      },
    });
  }
}
