import { drawSheetQuery, Role, tournamentSheetEndpoints } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { idParams } from '../../http/schemas.js';
import { drawSheetPdf } from './draw-sheet-pdf.js';
import { fieldCsv } from './field-csv.js';
import { readDrawSheet } from './read-draw-sheet.js';

const { drawSheet, fieldCsv: fieldCsvEndpoint } = tournamentSheetEndpoints;

/** A file name a browser saves the download under: letters, digits and dashes of the tournament's name. */
const fileNameOf = (name: string, suffix: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'tournament'
  }-${suffix}`;

/** The printed and exported sheets: a round's draw or start sheet (PDF) and a tournament's field (CSV). */
export function registerTournamentSheetRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const organisers: Access = { course: 'required', roles: [Role.admin, Role.eventManager] };
  const tags = ['tournaments'];

  // Typed without the schema's types: the answer is a file's bytes, not the binary string the document describes.
  app.route<{ Params: { id: number }; Querystring: z.infer<typeof drawSheetQuery> }>({
    ...endpointRoute(drawSheet),
    config: { access: organisers },
    schema: {
      operationId: 'player_rounds_draw_sheet',
      tags,
      summary: "Print a round's draw sheet",
      description:
        "A round's groups as a PDF, with the club's logo and name, the tournament and the round. `kind=draw` (the default): each group in order with its start, its players' tee sets and playing handicaps, and a QR code of its scoring page (`/player_round_group_scores/{title}/{groupId}`, at `PUBLIC_URL` when set, else at the address the sheet was asked for: this request's scheme and host, a trusted proxy's forwarded ones). `kind=start`: the starter's sheet, a line per group in starting order with a box to tick. Organisers: the club's admins, an event manager for the rounds of their series.",
      params: idParams,
      querystring: drawSheetQuery,
      response: {
        200: {
          description: 'The PDF.',
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary', description: 'The PDF' }) } },
        },
      },
    },
    handler: async (request, reply) => {
      const kind = request.query.kind ?? 'draw';
      const sheet = await readDrawSheet(db, actorOf(request), request.params.id);
      // Without PUBLIC_URL, the codes open the address the organiser is using, so that a phone reaches the same server.
      const publicUrl = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const pdf = await drawSheetPdf(sheet, { kind, publicUrl });
      const fileName = fileNameOf(sheet.tournament.name, `round-${sheet.round.round_number}-${kind}-sheet.pdf`);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });

  app.route<{ Params: { id: number } }>({
    ...endpointRoute(fieldCsvEndpoint),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_field_csv',
      tags,
      summary: "Export a tournament's field",
      description:
        "A tournament's field as CSV (UTF-8, a header row, CRLF line ends), by name: name, gender, tee set, Handicap Index (one decimal, plus handicaps negative), course handicap, playing handicap, category, team, status and paid (yes or no). Organisers: the club's admins, an event manager for the tournaments of their series.",
      params: idParams,
      response: {
        200: {
          description: 'The CSV.',
          content: { 'text/csv': { schema: z.string().meta({ format: 'binary', description: 'The CSV text' }) } },
        },
      },
    },
    handler: async (request, reply) => {
      const csv = await fieldCsv(db, actorOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tournament-${request.params.id}-field.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
