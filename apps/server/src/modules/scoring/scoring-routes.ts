import { Role, scoreConflict, scoringEndpoints } from '@fairway/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerRounds } from '../../db/schema/index.js';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { HttpError } from '../../http/errors.js';
import { actorOf } from '../../http/request-context.js';
import { listRecords } from '../../http/resource-service.js';
import type { Access } from '../../http/route-config.js';
import { answer, errorAnswers } from '../../http/schemas.js';
import { playerRoundsResource, roundsOfOrganiser } from '../tournaments/index.js';
import { readActivePlayer } from './read-active-player.js';
import { readGroupCard } from './read-group-card.js';
import { roundProgress } from './round-progress.js';
import type { LeaderboardHub } from './leaderboard-hub.js';
import { saveScores } from './save-scores.js';
import { signCard } from './sign-card.js';

const { saveScore, signCard: signature, groupCard, activeRounds, activePlayer } = scoringEndpoints;

/** Live scoring's actions: saving scores, signing cards, a group's card, the rounds in play, the golfer's own. */
export function registerScoringRoutes(app: FastifyInstance, { db, listPages }: AreaDeps, hub: LeaderboardHub) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scoring'];
  const clubRoles: Access = { course: 'required' };
  const organisers: Access = { course: 'required', roles: [Role.admin, Role.eventManager] };

  routes.route({
    ...endpointRoute(saveScore),
    // The boards are handed the saved scores at once: the answer does not wait to hear them on the change channel.
    config: { access: clubRoles, catchUp: false },
    schema: {
      operationId: 'scores_save_score',
      tags,
      summary: 'Save scores',
      description:
        "Saves one ScoreEntry, or a phone's queue of up to 200, each checked and applied on its own: `saved`, `repeated` (its `client_key` was stored before, or the score already has the strokes sent: the score as it stands, nothing written), `conflict` (its `base_version` is not the score's: the current score, nothing overwritten) or `refused` (why, with the status it would have alone). Scores are taken while the round is in play from the group's scorer (its players while none is named), the player or an organiser; a signed card or a completed round only an organiser corrects, with a `reason`. A scramble team's one card is entered by the team's scorer only (the group's named scorer, or while none is named one of the team's players; 403 for anyone else but an organiser), each hole with `drive_member_id`, the team's player whose drive was used, which its card counts against the minimum. A single entry that is refused answers its own status: 400 with the field errors, 403, 404, or 409 with the current score.",
      body: saveScore.body,
      response: {
        200: saveScore.answer,
        403: errorAnswers[403],
        404: errorAnswers[404],
        409: answer(
          'The round is not in play, the card is signed, or the score changed since `base_version`.',
          scoreConflict,
        ),
      },
    },
    handler: async (request) => {
      const saved = await saveScores(db, actorOf(request), request.body, listPages);
      for (const notice of saved.boards) hub.boardChanged(notice);
      const [only] = saved.results;
      if (saved.single && only && only.outcome !== 'saved' && only.outcome !== 'repeated') {
        if (only.status === 400) throw new HttpError(400, only.errors ?? { non_field_errors: [only.detail ?? ''] });
        throw new HttpError(only.status, {
          detail: only.detail ?? '',
          ...(only.status === 409 ? { current: only.score } : {}),
        });
      }
      return { results: saved.results };
    },
  });

  routes.route({
    ...endpointRoute(signature),
    config: { access: clubRoles },
    schema: {
      operationId: 'scores_sign_card',
      tags,
      summary: "Sign a player's card",
      description:
        "The marker (the group's scorer, or another of its players while none is named) signs a player's card once every hole has a score, or the player attests it (Rules of Golf Rule 3.3b); an organiser may do either, and says why when attesting for the player (`reason`, audited). A card the marker has signed is locked against the phones.",
      body: signature.body,
      response: { 200: signature.answer, 400: errorAnswers[400], 404: errorAnswers[404], 409: errorAnswers[409] },
    },
    handler: (request) => signCard(db, actorOf(request), request.body),
  });

  routes.route({
    ...endpointRoute(groupCard),
    config: { access: clubRoles },
    schema: {
      operationId: 'scores_group_card',
      tags,
      summary: "Read a group's card",
      description:
        "A group's card for the scoring page: the round's holes in card order, the group's players with the strokes each receives per hole on their own tee set's card, their scores so far with versions, and whether the caller may score; a scramble team's card, its players' drives used against the minimum, in words too. Its players, its scorer and the round's organisers read it.",
      querystring: groupCard.query,
      response: { 200: groupCard.answer },
    },
    handler: (request) => readGroupCard(db, actorOf(request), request.query.group_id),
  });

  routes.route({
    ...endpointRoute(activeRounds),
    config: { access: organisers },
    schema: {
      operationId: 'player_rounds_active_rounds',
      tags,
      summary: 'List the active rounds',
      description:
        'The rounds in play at the golf course of X-Golf-Course (an event manager: those of their series), the latest first, each group with its players, `thru` (the holes every player of the group has a score on) and its cards signed.',
      response: { 200: activeRounds.answer },
    },
    handler: async (request) => {
      const reach = roundsOfOrganiser(actorOf(request));
      const listed = await listRecords(db, playerRoundsResource, {
        query: { status: 'active', page_size: '100' },
        golfCourseId: request.golfCourseId,
        where: reach && sql`${playerRounds.id} in ${reach}`,
      });
      return roundProgress(db, listed.results as { id: number; golf_course_id: number }[]);
    },
  });

  routes.route({
    ...endpointRoute(activePlayer),
    config: { access: clubRoles },
    schema: {
      operationId: 'player_rounds_active_player',
      tags,
      summary: 'Read my round in play',
      description:
        "The signed-in golfer's round in play at the golf course of X-Golf-Course with their group and whether they score it, or null.",
      response: { 200: activePlayer.answer },
    },
    handler: (request) => readActivePlayer(db, actorOf(request)),
  });
}
