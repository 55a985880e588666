import { isDeepStrictEqual } from 'node:util';
import { TransactionRollbackError } from 'drizzle-orm';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import type { EntryRulesRow } from './entry-terms-of.js';
import { fieldPlaces } from './field-places.js';
import { lockedCompetition } from './locked-competition.js';
import { placeFree } from './place-free.js';
import type { TournamentRow } from './tournament-of.js';

/**
 * Places a member's entry in the field before the tournament's lock is taken: `place` writes the entry, its row of
 * the field (`enterGolfers` with `fieldCountedAfter`), its fee and its audit in a savepoint, as the tournament and its
 * rules were read without the lock; then the lock is taken and the field counted with the entry in it. The place holds
 * when the field then keeps its limit with no one waiting before it and the tournament and its rules read under the
 * lock are those it was placed by: the lock is held from there to the commit, a few statements, so that entries of a
 * popular event are written side by side and queue only to be counted. Otherwise, or when the placing is refused (a
 * purse short of the fee, a golfer the field cannot take), the savepoint is rolled back, its lock with it, and null
 * answered: the caller enters the golfer under the lock, which puts them on the waiting list or says the refusal.
 */
export async function placeAheadOfTheLock<Placed>(
  tx: Database,
  golfCourseId: number,
  competition: { tournament: TournamentRow; rules: EntryRulesRow },
  place: (savepoint: Database) => Promise<Placed>,
): Promise<Placed | null> {
  try {
    return await tx.transaction(async (savepoint) => {
      const placed = await place(savepoint);
      const underTheLock = await lockedCompetition(savepoint, golfCourseId, competition.tournament.id);
      const places = await fieldPlaces(savepoint, competition.tournament.id);
      const othersTaken = { ...places, entered: places.entered - 1 };
      if (
        !isDeepStrictEqual(underTheLock, competition) ||
        !placeFree(othersTaken, underTheLock.tournament.field_limit)
      ) {
        savepoint.rollback();
      }
      return placed;
    });
  } catch (error) {
    if (
      error instanceof TransactionRollbackError ||
      error instanceof ConflictError ||
      error instanceof InvalidInputError
    ) {
      return null;
    }
    throw error;
  }
}
