import type { ScoringBasis } from '@fairway/golf';
import type { TournamentRow } from './read-round-sheet.js';

export const peoriaFormats = new Set(['peoria', 'double_peoria', 'double_peoria_india', 'double_peoria_without_index']);

/**
 * What ranks a tournament's board: Stableford points, in a Stableford or a format played as one (a side's, a scramble
 * team's, an eclectic's `played_as`); gross for the Peoria family, whose handicap is worked out only
 * from the hidden holes once play is over (so the board shows nothing that depends on them); else the tournament's
 * basis, net where it is scored on both unless gross is asked for.
 */
export function boardBasis(tournament: TournamentRow, asked?: 'gross' | 'net'): ScoringBasis {
  if (tournament.format === 'stableford' || tournament.played_as === 'stableford') return 'stableford';
  if (peoriaFormats.has(tournament.format)) return 'gross';
  if (tournament.scoring_basis === 'both') return asked ?? 'net';
  return tournament.scoring_basis === 'gross' ? 'gross' : 'net';
}
