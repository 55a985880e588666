import type { ScoringBasis } from '@fairway/golf';
import { boardBasis, peoriaFormats } from './board-basis.js';
import type { TournamentRow } from './read-round-sheet.js';

/** The bases a tournament's board can be asked for: both strokes bases where it is scored on both. */
export function basesOfBoard(tournament: TournamentRow): ScoringBasis[] {
  return boardBasis(tournament) === 'stableford' ||
    peoriaFormats.has(tournament.format) ||
    tournament.scoring_basis !== 'both'
    ? [boardBasis(tournament)]
    : ['net', 'gross'];
}
