import { contestEndpoints, Role, type ContestKindName } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { listActiveContests } from './list-active-contests.js';
import { listContestPlayers } from './list-contest-players.js';
import { readContestStandings } from './read-contest-standings.js';
import { saveContestMeasurement } from './save-contest-measurement.js';

const kinds = [
  {
    kind: 'longest_drive',
    words: 'longest drive',
    active: [contestEndpoints.activeLongestDrive, 'active_longest_drive'],
    players: [contestEndpoints.membersLongestDrive, 'get_members_list_longest_drive'],
    save: [contestEndpoints.saveLongestDrive, 'save_longest_drive_distance'],
  },
  {
    kind: 'nearest_to_centre',
    words: 'nearest the centre line',
    active: [contestEndpoints.activeNearestCentral, 'active_nearest_central'],
    players: [contestEndpoints.membersNearestCentral, 'get_members_list_nearest_cetere'],
    save: [contestEndpoints.saveNearestCentral, 'save_nearest_central_distance'],
  },
  {
    kind: 'nearest_to_pin',
    words: 'nearest the pin',
    active: [contestEndpoints.activeNearestToPin, 'active_nearest_to_pin'],
    players: [contestEndpoints.membersNearestToPin, 'get_members_list_nearest_pin'],
    save: [contestEndpoints.saveNearestToPin, 'save_nearest_to_pin_distance'],
  },
] as const;

/** The side contests' actions: the active ones of each kind, the players still to measure, measuring, standings. */
export function registerContestRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contests'];
  const readers: Access = { course: 'required' };
  const measurers: Access = { course: 'required', roles: [Role.admin, Role.user, Role.eventManager] };

  for (const { kind, words, active, players, save } of kinds) {
    const [activeEndpoint, activeId] = active;
    routes.route({
      ...endpointRoute(activeEndpoint),
      config: { access: readers },
      schema: {
        operationId: activeId,
        tags,
        summary: `List the active ${words} contests`,
        description: `The ${words} contests of the rounds in play at the golf course of X-Golf-Course, each with how many players are measured and its leaders (more than one on a tie). Every role of the club reads them.`,
        response: { 200: activeEndpoint.answer },
      },
      handler: (request) => listActiveContests(db, request.golfCourseId!, kind as ContestKindName),
    });

    const [playersEndpoint, playersId] = players;
    routes.route({
      ...endpointRoute(playersEndpoint),
      config: { access: readers },
      schema: {
        operationId: playersId,
        tags,
        summary: `List the players to measure in a ${words} contest`,
        description: `The players of the contest's round who can still be measured on its hole, by group in playing order: those of its gender and category not measured yet. A contest of another kind or club answers 404.`,
        querystring: playersEndpoint.query,
        response: { 200: playersEndpoint.answer, 404: errorAnswers[404] },
      },
      handler: (request) =>
        listContestPlayers(db, request.golfCourseId!, kind as ContestKindName, request.query.contest_id),
    });

    const [saveEndpoint, saveId] = save;
    routes.route({
      ...endpointRoute(saveEndpoint),
      config: { access: measurers },
      schema: {
        operationId: saveId,
        tags,
        summary: `Save a ${words} measurement`,
        description: `Saves a player's measurement in a ${words} contest of a round in play: \`distance\` in metres or yards to one decimal as the contest's unit says, or \`feet\` and \`inches\` for the pin measured in feet, or \`not_in_contention\`${kind === 'nearest_to_centre' ? "; or the phone's `latitude` and `longitude` alone, measured to the hole's centre line (tee, fairway centre points, green centre)" : ''}. Stored as whole millimetres with who and when; a later measurement of the same player corrects the earlier one. Sent again with the same \`client_key\`, the stored measurement is answered (\`repeated\`) and nothing is written. Users, event managers and admins measure; a round not in play answers 409.`,
        body: saveEndpoint.body,
        response: { 200: saveEndpoint.answer, 404: errorAnswers[404], 409: errorAnswers[409] },
      },
      handler: (request) => saveContestMeasurement(db, actorOf(request), kind as ContestKindName, request.body),
    });
  }

  const { standings } = contestEndpoints;
  routes.route({
    ...endpointRoute(standings),
    config: { access: readers },
    schema: {
      operationId: 'contests_standings',
      tags,
      summary: "Read a contest's standings",
      description:
        "A contest's standings: each player's latest measurement ranked (the longest drive first, the shortest to the pin or centre line first), equal distances sharing a position, those not in contention last without one.",
      params: standings.params,
      response: { 200: standings.answer, 404: errorAnswers[404] },
    },
    handler: (request) => readContestStandings(db, request.golfCourseId!, request.params.id),
  });
}
