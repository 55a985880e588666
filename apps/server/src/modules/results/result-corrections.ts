import type { ResultRepublication } from '@fairway/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tournamentResults } from '../../db/schema/index.js';

/**
 * Each time a tournament's results were published again in place of earlier ones, the first first, with the reason
 * the organiser gave (null for a correction published without one): every published snapshot after the first.
 */
export async function resultCorrections(db: Database, tournamentId: number): Promise<ResultRepublication[]> {
  const publications = await db
    .select({ published_at: tournamentResults.published_at, reason: tournamentResults.correction_reason })
    .from(tournamentResults)
    .where(and(eq(tournamentResults.tournament_id, tournamentId), eq(tournamentResults.published, true)))
    .orderBy(asc(tournamentResults.published_at), asc(tournamentResults.id));
  return publications.slice(1).map((publication) => ({
    published_at: publication.published_at!,
    reason: publication.reason,
  }));
}
