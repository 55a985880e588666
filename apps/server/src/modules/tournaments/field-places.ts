import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { competitionEntries, tournamentMembers } from '../../db/schema/index.js';

/** How a tournament's field stands: places taken, places held for an offer, and golfers waiting. */
export type FieldPlaces = { entered: number; offered: number; waiting: number };

/** The places of a tournament's field: its entries still entered, members' offers standing and those waiting. */
export async function fieldPlaces(db: Database, tournamentId: number): Promise<FieldPlaces> {
  const [row] = await db
    .select({
      entered: sql<number>`(select count(*)::int from ${tournamentMembers} where ${and(
        eq(tournamentMembers.tournament_id, tournamentId),
        eq(tournamentMembers.status, 'entered'),
      )})`,
      offered: sql<number>`count(*) filter (where ${competitionEntries.status} = 'offered')::int`,
      waiting: sql<number>`count(*) filter (where ${competitionEntries.status} = 'waiting')::int`,
    })
    .from(competitionEntries)
    .where(
      and(
        eq(competitionEntries.tournament_id, tournamentId),
        sql`${competitionEntries.status} in ('waiting', 'offered')`,
      ),
    );
  return row!;
}
