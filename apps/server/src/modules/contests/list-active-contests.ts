import type { ContestKindName } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contests, playerRounds } from '../../db/schema/index.js';
import { contestPlacings } from './contest-placings.js';
import { contestRows } from './contest-rows.js';

/** The club's contests of one kind on its rounds in play, each with how many are measured and who leads. */
export async function listActiveContests(db: Database, golfCourseId: number, kind: ContestKindName) {
  const active = await contestRows(
    db,
    golfCourseId,
    and(eq(contests.kind, kind), eq(contests.is_active, true), eq(playerRounds.status, 'active')),
  );
  const standings = await contestPlacings(db, active);
  return active.map((contest) => {
    const placings = standings.get(contest.id) ?? [];
    return {
      contest,
      measured: placings.length,
      leaders: placings.filter((placing) => placing.position === 1),
    };
  });
}
