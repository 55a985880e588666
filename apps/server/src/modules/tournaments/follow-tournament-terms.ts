import type { WrittenRecordChange } from '../../core/record-change.js';
import { lockedTerms } from './check-tournament-terms.js';
import { keepTournamentRounds } from './keep-tournament-rounds.js';
import { refreshEntries } from './refresh-entries.js';
import { tournamentOf } from './tournament-of.js';

/** Terms beside the locked ones that move an entry's handicaps or category. */
const followedTerms = [...lockedTerms, 'start_date', 'categories', 'scoring_basis'] as const;

/** The terms its rounds follow: how many there are and the days they are played within. */
const roundTerms = ['rounds_count', 'start_date', 'end_date'] as const;

/**
 * The tournament's parts follow its terms in the same transaction. Its rounds: when their number or its dates change,
 * `keepTournamentRounds`. Before play, the field: when the terms that decide the handicaps change (tees, allowance,
 * maximum, holes, the first day, categories), every entry is worked out again; a change of the tee sets puts everyone
 * on the new ones.
 */
export async function followTournamentTerms({ tx, input, existing, actor, id, action }: WrittenRecordChange) {
  if (action !== 'update') return;
  const moved = (term: string) =>
    input[term] !== undefined && JSON.stringify(input[term]) !== JSON.stringify(existing![term]);
  const changed = followedTerms.filter(moved);
  const roundsChanged = roundTerms.some(moved);
  if (changed.length === 0 && !roundsChanged) return;
  const tournament = await tournamentOf(tx, actor, id);
  if (!tournament) return;
  if (roundsChanged) {
    const startMovedBy =
      (Date.parse(tournament.start_date) - Date.parse(existing!.start_date as string)) / (24 * 60 * 60 * 1000);
    await keepTournamentRounds(tx, actor, tournament, startMovedBy);
  }
  if (changed.length === 0 || !['draft', 'open'].includes(tournament.status)) return;
  const resetTees = changed.some((term) => term === 'men_hole_category_id' || term === 'women_hole_category_id');
  await refreshEntries(tx, tournament, { apply: true, resetTees });
}
