import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { tournaments } from '../../db/schema/index.js';
import { runsEveryEvent } from '../tournaments/index.js';
import { organisedBy } from './organised-by.js';

/** Whether the actor organises the tournament (see `organisedBy`). */
export async function organisesTournament(db: Database, actor: Actor, tournamentId: number | null): Promise<boolean> {
  if (runsEveryEvent(actor)) return true;
  if (tournamentId === null || actor.userId === null) return false;
  const [found] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), organisedBy(actor, tournaments.id)));
  return found !== undefined;
}
