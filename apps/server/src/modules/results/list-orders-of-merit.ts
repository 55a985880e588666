import type { MeritPeriod, SeriesOrderOfMerit } from '@fairway/contract';
import { and, asc, isNotNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { inClub } from '../../db/club-scope.js';
import type { Database } from '../../db/client.js';
import { tournamentMasters } from '../../db/schema/index.js';

/** The active club's series that keep an order of merit (a points table), by name: a member's way to their tables. */
export async function listOrdersOfMerit(db: Database, actor: Actor): Promise<SeriesOrderOfMerit[]> {
  const rows = await db
    .select({
      id: tournamentMasters.id,
      name: tournamentMasters.name,
      period: tournamentMasters.merit_period,
      bestN: tournamentMasters.merit_best_n,
    })
    .from(tournamentMasters)
    .where(and(inClub(tournamentMasters, actor.golfCourseId!), isNotNull(tournamentMasters.merit_points)))
    .orderBy(asc(tournamentMasters.name), asc(tournamentMasters.id));
  return rows.map((row) => ({
    tournament_master_id: row.id,
    name: row.name,
    period: row.period as MeritPeriod,
    best_n: row.bestN,
  }));
}
