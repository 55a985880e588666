import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import type { EntryRulesRow } from './entry-terms-of.js';
import { type EntryToPlace, type PlacingOptions, placeEntriesInField } from './place-entries-in-field.js';
import type { TournamentRow } from './tournament-of.js';

export type { EntryToPlace } from './place-entries-in-field.js';

/**
 * Puts one member's entry in the field with its fee, as `placeEntriesInField` places many: an offered place taken,
 * an entry the organiser approves, a place given to the first waiting.
 */
export async function placeEntryInField(
  tx: Database,
  actor: Actor,
  tournament: TournamentRow,
  rules: EntryRulesRow,
  entry: EntryToPlace,
  options: PlacingOptions = {},
): Promise<void> {
  await placeEntriesInField(tx, tournament, rules, [{ ...entry, actor }], options);
}
