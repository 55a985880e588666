import { z } from 'zod';
import { endpoint } from './endpoints.js';

const id = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The sheets a round's draw is printed on: the draw sheet for the notice board, the start sheet for the starter. */
export const drawSheetKinds = ['draw', 'start'] as const;

export const drawSheetQuery = z.object({
  kind: z
    .enum(drawSheetKinds)
    .optional()
    .describe('`draw` (the default): every group with a QR code of its scoring page; `start`: the starter’s list'),
});

/** A file's bytes, as the document describes a binary answer. */
const fileBytes = (description: string) => z.string().meta({ format: 'binary', description });

/** The printed and exported sheets of tournaments: files, not JSON, downloaded by the web through one provider. */
export const tournamentSheetEndpoints = {
  /** A round's draw (or start) sheet as a PDF: the groups in order, each with a QR code of its scoring page. */
  drawSheet: endpoint({
    method: 'GET',
    path: '/api/player_rounds/{id}/draw_sheet/',
    params: id,
    query: drawSheetQuery,
    answer: fileBytes('The PDF'),
  }),
  /** A tournament's field as CSV, one row an entry, with its handicaps. */
  fieldCsv: endpoint({
    method: 'GET',
    path: '/api/tournaments/{id}/field_csv/',
    params: id,
    answer: fileBytes('The CSV text, UTF-8 with a header row'),
  }),
};
