import type { Database } from '../../db/client.js';
import type { Entrant } from './golfer-of-club.js';
import { type EntryRulesRow, type EntryTermsOfGolfer, entryTermsOfGolfers } from './entry-terms-of-golfers.js';
import type { TournamentRow } from './tournament-of.js';

export type { EntryRulesRow, EntryTermsOfGolfer } from './entry-terms-of-golfers.js';

/**
 * A golfer's standing under a tournament's entry rules: their member type on the day entries close (billing's member
 * type mapping), their Handicap Index on that day (the latest of their index history on or before it), the category
 * the tournament's categories put them in, and their entry fee (a guest's, which a golfer of another club pays too,
 * their type's, or the tournament's).
 */
export async function entryTermsOf(
  db: Database,
  tournament: TournamentRow,
  rules: EntryRulesRow,
  entrant: Entrant,
  timeZone: string,
): Promise<EntryTermsOfGolfer> {
  const [terms] = await entryTermsOfGolfers(db, tournament, rules, [entrant], timeZone);
  return terms!;
}
