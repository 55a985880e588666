import type { ResultPrize, ResultRepublication, TournamentResults } from '@fairway/contract';
import type { tournamentResults } from '../../db/schema/index.js';

export type ResultSnapshot = typeof tournamentResults.$inferSelect;

/**
 * A stored snapshot as the results contract answers it. The Peoria draw's hidden holes are given only once the
 * results are published: before, no answer holds them. `prizes`: the tournament's prizes with their winners;
 * `corrections`: each time its results were published again, with the reason.
 */
export function resultsAnswer(
  snapshot: ResultSnapshot,
  hiddenHoles: readonly number[] | null,
  prizes: ResultPrize[],
  corrections: ResultRepublication[],
): TournamentResults {
  return {
    tournament_id: snapshot.tournament_id,
    format: snapshot.format as TournamentResults['format'],
    basis: snapshot.basis as TournamentResults['basis'],
    calculated_at: snapshot.calculated_at,
    published: snapshot.published,
    hidden_holes: snapshot.published && hiddenHoles ? [...hiddenHoles] : [],
    categories: snapshot.categories,
    matches: snapshot.matches,
    teams: snapshot.teams,
    skins: snapshot.skins,
    prizes,
    corrections,
  };
}
