import { Role, resultEndpoints, type TournamentFormat } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { KeptAnswer, type KeptAnswers } from '../../http/kept-answer.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { calculateResults } from './calculate-results.js';
import { publishResults } from './publish-results.js';
import { readCorrection } from './read-correction.js';
import { readResultHistory } from './read-result-history.js';
import { listResultChanges } from './list-result-changes.js';
import { readResultsSheet } from './read-results-sheet.js';
import { recalculateResults } from './recalculate-results.js';
import { republishResults } from './republish-results.js';
import { resetTournamentForPeoria } from './reset-tournament-for-peoria.js';
import { resultsPdf } from './results-pdf.js';
import { type StoredResults, storedResults } from './stored-results.js';
import { teamResultCsv } from './team-result-csv.js';
import { visibleResults } from './visible-results.js';

const {
  results,
  calculate,
  publish,
  resetForPeoria,
  ryderCupMatchScore,
  teamResultCsv: teamCsv,
  recalculate,
  correction,
  resultChanges,
  republish,
  pdf,
  history,
} = resultEndpoints;

/** A file name a browser saves the sheet under: letters, digits and dashes of the tournament's name. */
const fileNameOf = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'tournament'
  }-results.pdf`;

/** The spec's named calculations of the Peoria family, each for a tournament of its own format. */
const namedCalculations = [
  { endpoint: resultEndpoints.peoria, format: 'peoria', operationId: 'tournaments_peoria', words: 'Peoria' },
  {
    endpoint: resultEndpoints.doublePeoria,
    format: 'double_peoria',
    operationId: 'tournaments_double_peoria',
    words: 'double Peoria',
  },
  {
    endpoint: resultEndpoints.doublePeoriaIndia,
    format: 'double_peoria_india',
    operationId: 'tournaments_double_peoria_india',
    words: 'double Peoria (India)',
  },
  {
    endpoint: resultEndpoints.doublePeoriaWithoutPlayersIndex,
    format: 'double_peoria_without_index',
    operationId: 'tournaments_double_peoria_without_players_index',
    words: "double Peoria without players' index",
  },
] as const satisfies readonly { format: TournamentFormat; endpoint: unknown; operationId: string; words: string }[];

const betterBallWords =
  "Each pair is a team of two of the tournament; every player of the field plays in one. A pair's score on a hole is the better of its partners' gross or net scores (`@fairway/golf`'s `fourBallBetterBall`, on the playing handicaps as entered, which carry the tournament's allowance: 85 % by the rules), the pairs ranked on the total with countback on their hole scores (`teamScore`, best 1 of 2). Answered in `teams`, `categories` and `matches` empty. 400 names a pair of more than two and the players in no pair.";
const nassauWords =
  'A match is a group of the round: its two teams (one or two players each) or, without teams, its two players. Hole results from `@fairway/golf`\'s `matchPlayHoleResults` on the playing handicaps (the lowest off 0; a ball picked up concedes the hole); each match\'s Nassau (`nassau`): the front 9, back 9 and overall bets, each with its presses, a press starting when a side is the tournament\'s `press_when_down` (1-9, 2 by default) down in the newest bet, and the presses called by hand (`match_presses/`), every bet explained in words ("press by X, 2 down", "press called by X after hole N"), and the settlement per side in bets won less lost. Answered in `matches`; `teams` empty. 400 names a group that is not a match, a round not of 18 holes, and a press called by hand that no longer stands (after a correction of the cards).';
const ryderCupWords =
  'Each group of each round is a match of its side A players against its side B players (the tournament\'s teams with `side` A and B), one a side a singles, two a four-ball; hole results from `@fairway/golf`\'s `matchPlayHoleResults` on the playing handicaps (the lowest off 0; a ball picked up concedes the hole), the result by `matchPlay` ("3&2", "1 UP", "AS"), 1, 0.5 or 0 points a side, and the sides\' totals (`ryderCupTotals`) in `teams`. Holes after a match is decided need no score. 400 names a player on neither side, a group that is not one or two a side, and a match not decided.';
const teamWords =
  "The teams ranked on the sum of their best N scores on each hole (the tournament's `team_best_n`; it stores no per-round scoring), gross or net on the playing handicaps as entered, ties split by countback on the combined hole scores (`@fairway/golf`'s `teamScore`); each player's counting holes. A team short of N scores on a hole has no return (NR). Answered in `teams`. 400 when the tournament sets no N.";

/** The spec's named calculations of the match and team formats, each for a tournament of its own format. */
const namedMatchCalculations = [
  {
    endpoint: resultEndpoints.fourballResult,
    format: 'fourball',
    operationId: 'tournaments_fourball_result',
    words: 'four-ball better ball',
    description: betterBallWords,
  },
  {
    endpoint: resultEndpoints.pressRepressCalculation,
    format: 'press_repress',
    operationId: 'tournaments_press_repress_calculation',
    words: 'press and re-press',
    description: nassauWords,
  },
  {
    endpoint: resultEndpoints.teamResult,
    format: 'team',
    operationId: 'tournaments_team_result',
    words: 'team event',
    description: teamWords,
  },
] as const satisfies readonly {
  format: TournamentFormat;
  endpoint: unknown;
  operationId: string;
  words: string;
  description: string;
}[];

const calculationWords =
  'Stored as the current results, the previous calculation kept as history with who replaced it and when; not published. 400 names what is missing: no round or no scores, or the players without a score on some holes (to be marked no return, or their cards completed). 409 once the results are published, or before play has started.';
const peoriaWords =
  "The hidden holes are drawn by the system at the first calculation, from a random seed it records with who and when, and kept until `reset_tournament_for_peoria`; they appear in no answer before the results are published. Each player's one-day handicap comes from `@fairway/golf`'s `peoriaHandicap` (the India double Peoria's band table: the club's `peoria_india_bands`, else the published one, on the entry's course handicap), net = gross - that handicap, ranked with the format's countback.";

/**
 * A tournament's results: calculated, read, published; the named calculations of the Peoria family, the match and team
 * formats, and the Peoria's reset; the team result as CSV; the results sheet as PDF, the recalculation after a
 * correction, and a series' winner history.
 */
/** A tournament's results page as kept in memory: what decides who may read it, and its answer as sent. */
export type KeptResults = { stored: StoredResults | undefined; answer: KeptAnswer | null };

export function registerResultRoutes(
  app: FastifyInstance,
  { db, config }: AreaDeps,
  keptResults: KeptAnswers<KeptResults>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['results'];
  const organisers: Access = { course: 'required', roles: [Role.admin, Role.eventManager] };

  routes.route({
    ...endpointRoute(results),
    config: { access: { public: true, identify: true } },
    schema: {
      operationId: 'tournaments_results',
      tags,
      summary: "Read a tournament's results",
      description:
        "The results as last calculated, per category: position (\"T2\" when shared; NR, WD, DQ without a result), playing and Peoria handicaps, gross, net, points and how countback split each tie; and the tournament's prizes, each with the winner its publication gave it. The tournament's organisers see them once calculated; once published, whoever may see its board: a public one anyone, signed in or not; a members one anyone of its club (X-Golf-Course); a hidden one its organisers. `hidden_holes` is empty until publication. The answer is kept in memory as sent until the tournament, its results, draw, prizes or the names they show change (a calculation, publication, recalculation or Peoria reset forgets it at once); who may read it is decided on every request. While a recalculation after a correction waits, everyone reads the published results. Another club's tournament, and results the caller may not see yet, are not found.",
      params: results.params,
      response: { 200: results.answer },
    },
    handler: async (request, reply) => {
      // Kept as sent, for whoever asks (decision 0079): only who may read it is decided per request.
      const kept = await keptResults.entryOf(
        String(request.params.id),
        async () => {
          const stored = await storedResults(db, request.params.id);
          return { stored, answer: stored?.results ? new KeptAnswer(reply.serialize(stored.results)) : null };
        },
        ({ stored }) => stored !== undefined,
      );
      await visibleResults(db, actorOf(request), kept.stored);
      return kept.answer!.send(request, reply);
    },
  });

  routes.route({
    ...endpointRoute(calculate),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_calculate_result_for_tournament',
      tags,
      summary: "Calculate a tournament's results",
      description: `Calculates the results of the tournament's format from its stored scores and its entries' handicaps as entered, per category, every number from \`@fairway/golf\`: stroke play (gross, net, or a table of each), Stableford points, and the Peoria family (${peoriaWords}) Several rounds rank on their total, a tie going to the last round first (\`rankEvent\`). A four-ball better ball: ${betterBallWords} A press and re-press: ${nassauWords} A Ryder Cup: ${ryderCupWords} A team event: ${teamWords} A knockout: its draw chart as its results stand, each player placed by the round they went out in (\`knockoutPlaces\`: the champion 1st, the final's loser 2nd, the semi-finals' losers 3rd equal ...), in one table; 400 before its final is decided. 400 names a Peoria, a four-ball or a team event of more than one round. ${calculationWords}`,
      params: calculate.params,
      response: { 200: calculate.answer, 409: errorAnswers[409] },
    },
    handler: (request) => calculateResults(db, actorOf(request), request.params.id),
  });

  // Every named calculation of the spec, each for a tournament of its own format.
  for (const named of [
    ...namedCalculations.map((peoria) => ({ ...peoria, description: peoriaWords })),
    ...namedMatchCalculations,
  ]) {
    routes.route({
      ...endpointRoute(named.endpoint),
      config: { access: organisers },
      schema: {
        operationId: named.operationId,
        tags,
        summary: `Calculate a ${named.words}'s results`,
        description: `Calculates a ${named.words} tournament's results as \`calculate_result_for_tournament\` does; a tournament of another format answers 400 naming both formats. ${named.description} ${calculationWords}`,
        params: named.endpoint.params,
        response: { 200: named.endpoint.answer, 409: errorAnswers[409] },
      },
      handler: (request) => calculateResults(db, actorOf(request), request.params.id, named.format),
    });
  }

  routes.route({
    ...endpointRoute(ryderCupMatchScore),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_ryder_cup_match_score',
      tags,
      summary: "Calculate a Ryder Cup's match scores",
      description: `Calculates a Ryder Cup's results as \`calculate_result_for_tournament\` does and answers its matches; with \`?totals=true\` the answer's \`teams\` holds the two sides with their points, else it is empty (the snapshot stored keeps both). A tournament of another format answers 400 naming both formats. ${ryderCupWords} ${calculationWords}`,
      params: ryderCupMatchScore.params,
      querystring: ryderCupMatchScore.query,
      response: { 200: ryderCupMatchScore.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      const answer = await calculateResults(db, actorOf(request), request.params.id, 'ryder_cup');
      return request.query.totals === 'true' ? answer : { ...answer, teams: [] };
    },
  });

  app.route<{ Params: { id: number } }>({
    ...endpointRoute(teamCsv),
    config: { access: { public: true, identify: true } },
    schema: {
      operationId: 'tournaments_team_result_csv',
      tags,
      summary: "Download a team event's result as CSV",
      description:
        'The team result as last calculated, as CSV (UTF-8, a header row, CRLF line ends): a row a player, under their team\'s position ("T2", "NR"), name and total, with the player\'s playing handicap and the card holes where their score counted (space-separated). Read as the results are: the tournament\'s organisers before publication, whoever may see its board after; otherwise, and for another club\'s tournament, 404. A tournament of another format answers 400 naming both formats.',
      params: teamCsv.params,
      response: {
        200: {
          description: 'The CSV.',
          content: { 'text/csv': { schema: z.string().meta({ format: 'binary', description: 'The CSV text' }) } },
        },
      },
    },
    handler: async (request, reply) => {
      const csv = await teamResultCsv(db, actorOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tournament-${request.params.id}-team-result.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  routes.route({
    ...endpointRoute(publish),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_results_publish',
      tags,
      summary: "Publish a tournament's results",
      description:
        "Publishes the calculated results: whoever may see the tournament's board sees them from now on, with the Peoria draw's hidden holes, and a tournament in progress moves to completed. Each prize's winner is filled from them, by category and position, first places first, a player winning at most the club's `prizes_per_player` (a prize they cannot take goes down the order; a contest's prizes are left to it); a four-ball's, team event's or Ryder Cup's prizes for the whole field (category \"\") go to its pairs, teams or sides in their order (`winner_team_id`), a press and re-press's to the match sides with the most bets won less lost (a pair, or a player alone). Each entrant with an e-mail address is mailed their position and totals (in a match or team format: their pair's, team's or side's place and each match they played, with its points or bets) with the link to the results sheet (`generate_pdf_view`). A recalculation after a correction (`recalculate_score_details_for_tournament`) is published in place of the published results, which are kept as history; only the entrants whose result changed are mailed. 409 with no results calculated, when the results are published and no recalculation waits (the same results are not published twice), or for a tournament neither in progress nor completed.",
      params: publish.params,
      response: { 200: publish.answer, 409: errorAnswers[409] },
    },
    handler: (request) => publishResults(db, config, actorOf(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(recalculate),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_recalculate_score_details_for_tournament',
      tags,
      summary: "Recalculate a tournament's published results",
      description:
        'After an organiser corrects scores or handicaps of a tournament whose results are published: calculates its results again as `calculate_result_for_tournament` does, from the stored scores and handicaps as they are now (a Peoria keeps its draw), and keeps them beside the published results, unpublished (replacing an earlier recalculation), until `results/publish/` publishes them in their place. Answers what changed: each line whose position or totals differ, with its published and recalculated position, gross, net and points. Everyone else reads the published results meanwhile. 409 before the results are published (calculate them again instead) or once the tournament is finalised; 400 as a calculation is refused (missing scores).',
      params: recalculate.params,
      response: { 200: recalculate.answer, 409: errorAnswers[409] },
    },
    handler: (request) => recalculateResults(db, actorOf(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(correction),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_recalculate_score_details_for_tournament_read',
      tags,
      summary: 'Read the recalculation waiting to be published',
      description:
        "The recalculation of a tournament's published results that waits to be published, with what it changes against them, as `recalculate_score_details_for_tournament` answered it. The tournament's organisers only; 404 when none waits.",
      params: correction.params,
      response: { 200: correction.answer },
    },
    handler: (request) => readCorrection(db, actorOf(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(resultChanges),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_published_results_changes',
      tags,
      summary: 'List the published results the rules as they are now would change',
      description:
        "Every tournament of the active club whose published results differ from what its stored scores and handicaps give by the rules as the server holds them now (after the rules were corrected, or a card or handicap): each recalculated as `recalculate_score_details_for_tournament` would, every format (the match and team formats included), and answered with the lines that would change, published and recalculated: players' positions and totals (`changes`), pairs', teams' and Ryder Cup sides' places and totals (`team_changes`), matches' results, points and settlements (`match_changes`). A tournament whose recalculation is refused (finalised, a card left incomplete) is listed with the refusal in `refusal` and no lines. Nothing is stored: members read the published results until `results/republish/` publishes them again. The latest first; an event manager's list holds the tournaments of their own series. Also from the command line: `npm run results:changes -- --club <id>`.",
      response: { 200: resultChanges.answer },
    },
    handler: (request) => listResultChanges(db, actorOf(request)),
  });

  routes.route({
    ...endpointRoute(republish),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_results_republish',
      tags,
      summary: "Publish a tournament's results again, with the reason",
      description:
        "Recalculates the published results as `recalculate_score_details_for_tournament` does and publishes the recalculation in their place at once, as `results/publish/` publishes a correction (the published results kept as history, the prizes refilled, only the entrants whose result changed mailed, told the reason). The reason is kept with the results (`corrections` in the results answer) and in the audit log. 400 without a reason; 409 when no line would change (nothing is stored), before the results are published, or once the tournament is finalised; 400 as a calculation is refused (missing scores). Another club's tournament is not found.",
      params: republish.params,
      body: republish.body,
      response: { 200: republish.answer, 409: errorAnswers[409] },
    },
    handler: (request) => republishResults(db, config, actorOf(request), request.params.id, request.body.reason),
  });

  // Typed without the schema's types: the answer is a file's bytes, not the binary string the document describes.
  app.route<{ Params: { id: number } }>({
    ...endpointRoute(pdf),
    config: { access: { public: true, identify: true } },
    schema: {
      operationId: 'tournaments_generate_pdf_view',
      tags,
      summary: "Print a tournament's results sheet",
      description:
        "The results as a PDF on the club's paper (`paper_size`: A4 or US Letter): the club's logo and name, the tournament, its format and whether the results are published, the hidden holes once they are, each category's or flight's table (position, player, playing and Peoria handicaps, gross, net, points, and how countback split each tie; a side or scramble team named with its partners; an eclectic's best score on each hole), a skins game's skins and each hole in words, a knockout's draw round by round with each match's result and its champion, and the prizes with their winners. Read as the results are: the tournament's organisers once calculated; once published, whoever may see its board (a public one anyone, signed in or not). Another club's tournament, and results the caller may not see yet, are not found.",
      params: pdf.params,
      response: {
        200: {
          description: 'The PDF.',
          content: { 'application/pdf': { schema: pdf.answer } },
        },
      },
    },
    handler: async (request, reply) => {
      const sheet = await readResultsSheet(db, actorOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileNameOf(sheet.tournament.name)}"`)
        .header('cache-control', 'no-store')
        .send(await resultsPdf(sheet));
    },
  });

  routes.route({
    ...endpointRoute(history),
    config: { access: { course: 'required', roles: [Role.admin, Role.eventManager, Role.member] } },
    schema: {
      operationId: 'tournament_masters_tournament_result_history',
      tags,
      summary: "Read a series' winners, edition by edition",
      description:
        "The winners of every edition of a series of the active club, by year and category: each tournament of the series whose results are published, the latest first, with each results table's winners (more than one where countback left the tie standing), their totals. The club's admins see every edition; its event managers and members those whose board is not hidden. Another club's series is not found.",
      params: history.params,
      response: { 200: history.answer },
    },
    handler: (request) => readResultHistory(db, actorOf(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(resetForPeoria),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_reset_tournament_for_peoria',
      tags,
      summary: "Reset a Peoria's draw",
      description:
        'Sets aside a Peoria-family tournament’s hidden-hole draw and its current results (both kept, with who reset them and when; audited), so that the next calculation draws anew. 400 for a tournament of another format; 409 once the results are published.',
      params: resetForPeoria.params,
      response: { 204: resetForPeoria.answer.describe('Draw and results set aside'), 409: errorAnswers[409] },
    },
    handler: async (request, reply) => {
      await resetTournamentForPeoria(db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
