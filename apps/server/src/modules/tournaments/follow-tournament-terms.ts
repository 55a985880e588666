import type { WrittenRecordChange } from '../../core/record-change.js';
import { lockedTerms } from './check-tournament-terms.js';
import { refreshEntries } from './refresh-entries.js';
import { tournamentOf } from './tournament-of.js';

/** Terms beside the locked ones that move an entry's handicaps or category. */
const followedTerms = [...lockedTerms, 'start_date', 'categories', 'scoring_basis'] as const;

/**
 * Before play, the field follows its tournament: when the terms that decide the handicaps change (tees, allowance,
 * maximum, holes, the first day, categories), every entry is worked out again in the same transaction; a change of
 * the tee sets puts everyone on the new ones.
 */
export async function followTournamentTerms({ tx, input, existing, actor, id, action }: WrittenRecordChange) {
  if (action !== 'update') return;
  const changed = followedTerms.filter(
    (term) => input[term] !== undefined && JSON.stringify(input[term]) !== JSON.stringify(existing![term]),
  );
  if (changed.length === 0) return;
  const tournament = await tournamentOf(tx, actor, id);
  if (!tournament || !['draft', 'open'].includes(tournament.status)) return;
  const resetTees = changed.some((term) => term === 'men_hole_category_id' || term === 'women_hole_category_id');
  await refreshEntries(tx, tournament, { apply: true, resetTees });
}
