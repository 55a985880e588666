import { Role, tournamentEndpoints } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { answerOf, endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import { getRecord } from '../../http/resource-service.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { changeRoundStatus } from './change-round-status.js';
import { drawRound } from './draw-round.js';
import { listActivePlayersForEventManager } from './list-active-players-for-event-manager.js';
import { listOwnRounds } from './list-own-rounds.js';
import { listRoundGroups } from './list-round-groups.js';
import { playerRoundsResource } from './player-rounds.resource.js';
import { updateMembersInGroup } from './update-members-in-group.js';

const {
  changeRoundStatus: statusChange,
  ownRounds,
  activePlayersForEventManager,
  roundGroups,
  groupsWithoutScore,
  draw,
  updateMembersInGroup: groupsChange,
} = tournamentEndpoints;

/** The rounds' actions: their status, the active ones, a golfer's own, and the draw of their groups. */
export function registerTournamentRoundRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];
  const organisers: Access = { course: 'required', roles: [Role.admin, Role.eventManager] };
  const clubRoles: Access = { course: 'required' };

  routes.route({
    ...endpointRoute(statusChange),
    config: { access: organisers },
    schema: {
      operationId: 'player_rounds_change_player_round_status',
      tags,
      summary: "Move a round's status",
      description:
        'Moves a round along scheduled -> active -> completed, or to cancelled. One round of a tournament is active at a time; the first to start puts the tournament in play. Completing a round whose players miss scores answers 409 listing them until `confirm_missing_scores` is sent; then, while complete cards are not attested by their players, 409 naming them until `confirm_unattested_cards` is sent. A super admin alone takes a completed round back into play.',
      body: statusChange.body,
      response: { 200: statusChange.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const id = await changeRoundStatus(db, actor, request.body);
      return answerOf(statusChange, await getRecord(db, playerRoundsResource, id, actor.golfCourseId));
    },
  });

  routes.route({
    ...endpointRoute(ownRounds),
    config: { access: clubRoles },
    schema: {
      operationId: 'player_rounds_my_rounds',
      tags,
      summary: 'List my rounds',
      description:
        "The caller's rounds at the golf course of X-Golf-Course, 50 of them, a round in play first, then the latest first: those of the tournaments they are entered in, with their group, start, tee set, playing handicap and partners; an event manager's also those of their series.",
      response: { 200: ownRounds.answer },
    },
    handler: (request) => listOwnRounds(db, actorOf(request)),
  });

  routes.route({
    ...endpointRoute(activePlayersForEventManager),
    config: { access: organisers },
    schema: {
      operationId: 'player_rounds_active_player_for_event_manager',
      tags,
      summary: 'List the players of my active rounds',
      description:
        "The players of the active rounds the caller runs (an event manager's series; the whole club for its admins), by round and group, with their playing handicaps.",
      response: { 200: activePlayersForEventManager.answer },
    },
    handler: (request) => listActivePlayersForEventManager(db, actorOf(request)),
  });

  for (const [endpoint, operationId, summary, description] of [
    [
      roundGroups,
      'player_round_groups_of_round',
      "Read a round's tee sheet",
      "A round's groups in order, each with its start and its players (their tee set and playing handicap).",
    ],
    [
      groupsWithoutScore,
      'player_round_groups_round_group_without_score',
      "List a round's groups without a score",
      "A round's groups in which no score has been entered yet. Scores are entered from live scoring; until then every group is listed.",
    ],
  ] as const) {
    routes.route({
      ...endpointRoute(endpoint),
      config: { access: organisers },
      schema: {
        operationId,
        tags,
        summary,
        description,
        querystring: endpoint.query,
        response: { 200: endpoint.answer },
      },
      handler: async (request) =>
        answerOf(endpoint, (await listRoundGroups(db, actorOf(request), request.query.player_round_id)) as never),
    });
  }

  routes.route({
    ...endpointRoute(draw),
    config: { access: organisers },
    schema: {
      operationId: 'player_round_groups_draw',
      tags,
      summary: 'Draw a round',
      description:
        "Makes a scheduled round's groups anew from its tournament's field: by playing handicap (low with low, or mixed), at random (repeatable with `seed`) or Ryder Cup style, side A against side B; with tee times from `first_tee_time` every `interval_minutes`, or a shotgun's holes (two groups a hole as 1A and 1B when needed). By tee times, members who entered themselves start in the early, middle or late third of the draw they asked for where the field allows, the first entered first. Answers the groups.",
      body: draw.body,
      response: { 200: draw.answer, 409: errorAnswers[409] },
    },
    handler: (request) => drawRound(db, actorOf(request), request.body),
  });

  routes.route({
    ...endpointRoute(groupsChange),
    config: { access: organisers },
    schema: {
      operationId: 'group_members_update_members_in_group',
      tags,
      summary: 'Move players between groups',
      description:
        'Sets the players of the named groups of a round at once, in order (a drag names the group left and the group joined). Refuses (400) a player who is not in the field, a group of more than four, a player in two groups; 409 on a completed round. Answers the round’s groups.',
      body: groupsChange.body,
      response: { 200: groupsChange.answer, 409: errorAnswers[409] },
    },
    handler: (request) => updateMembersInGroup(db, actorOf(request), request.body),
  });
}
