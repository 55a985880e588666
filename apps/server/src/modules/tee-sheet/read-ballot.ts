import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { ballots } from '../../db/schema/index.js';

/** A ballot of the actor's club as its record reads; another club's is not found. */
export async function readBallot(db: Database, actor: Actor, ballotId: number) {
  const [ballot] = await db
    .select()
    .from(ballots)
    .where(and(inClub(ballots, actor.golfCourseId!), eq(ballots.id, ballotId)));
  if (!ballot) throw new NotFoundError();
  return ballot;
}
