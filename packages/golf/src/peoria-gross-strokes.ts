import type { PeoriaMethod } from './types.js';
import { assertOption, assertPar, assertStrokes } from './validation.js';

const PEORIA_METHODS: readonly PeoriaMethod[] = [
  'peoria',
  'double_peoria',
  'double_peoria_india',
  'double_peoria_without_index',
];

/**
 * The gross strokes a Peoria-family card counts (rules document "Peoria family"): in the India formats (Double Peoria
 * India and without players' index) each hole at most par + 3; in Peoria and Double Peoria as played. A hole without a
 * score stays without one.
 *
 * @returns strokes per hole, in card order
 */
export function peoriaGrossStrokes(input: {
  method: PeoriaMethod;
  holes: { par: number }[];
  strokes: (number | null)[];
}): (number | null)[] {
  const { method, holes, strokes } = input;
  assertOption(method, 'method', PEORIA_METHODS);
  holes.forEach((hole, index) => assertPar(hole.par, `holes[${index}].par`));
  assertStrokes(strokes, holes.length, 'strokes');
  if (method === 'peoria' || method === 'double_peoria') return [...strokes];
  return strokes.map((score, index) => (score === null ? null : Math.min(score, (holes[index]?.par ?? 0) + 3)));
}
