import type { ResultPrize } from '@fairway/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  golfCourses,
  members,
  prizeTypes,
  tournamentPrizes,
  tournaments,
  tournamentTeams,
} from '../../db/schema/index.js';

/** A tournament's prizes by category and position, each with its winner's name once publication has filled it. */
export async function resultPrizes(db: Database, tournamentId: number): Promise<ResultPrize[]> {
  return db
    .select({
      id: tournamentPrizes.id,
      prize_type_id: tournamentPrizes.prize_type_id,
      prize_type_name: prizeTypes.name,
      category: tournamentPrizes.category,
      position: tournamentPrizes.position,
      description: tournamentPrizes.description,
      value_minor: tournamentPrizes.value_minor,
      currency: golfCourses.currency,
      winner_member_id: tournamentPrizes.winner_member_id,
      winner_team_id: tournamentPrizes.winner_team_id,
      winner_name: sql<
        string | null
      >`coalesce(${tournamentTeams.name}, nullif(trim(${members.first_name} || ' ' || ${members.last_name}), ''))`,
    })
    .from(tournamentPrizes)
    .innerJoin(prizeTypes, eq(prizeTypes.id, tournamentPrizes.prize_type_id))
    .innerJoin(tournaments, eq(tournaments.id, tournamentPrizes.tournament_id))
    .innerJoin(golfCourses, eq(golfCourses.id, tournaments.golf_course_id))
    .leftJoin(members, eq(members.id, tournamentPrizes.winner_member_id))
    .leftJoin(tournamentTeams, eq(tournamentTeams.id, tournamentPrizes.winner_team_id))
    .where(eq(tournamentPrizes.tournament_id, tournamentId))
    .orderBy(asc(tournamentPrizes.category), asc(tournamentPrizes.position), asc(tournamentPrizes.id));
}
