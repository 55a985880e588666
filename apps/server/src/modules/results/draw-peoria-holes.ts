import type { PeoriaFormat } from '@fairway/contract';
import { createSeededRandom, drawHiddenHoles } from '@fairway/golf';
import { and, eq, isNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { tournamentPeoriaDraws } from '../../db/schema/index.js';
import type { TournamentRow } from '../tournaments/index.js';

export type PeoriaDraw = typeof tournamentPeoriaDraws.$inferSelect;

/**
 * The tournament's hidden holes: its current draw, or one the system makes now with `drawHiddenHoles` from a random
 * seed it records, with who and when, so that the draw can be replayed. A draw of another method (the format changed
 * since) is set aside as a reset would.
 */
export async function drawPeoriaHoles(
  tx: Database,
  actor: Actor,
  tournament: TournamentRow,
  method: PeoriaFormat,
  holes: { number: number; par: number }[],
): Promise<PeoriaDraw> {
  const [current] = await tx
    .select()
    .from(tournamentPeoriaDraws)
    .where(and(eq(tournamentPeoriaDraws.tournament_id, tournament.id), isNull(tournamentPeoriaDraws.reset_at)));
  if (current?.method === method) return current;
  const now = new Date();
  if (current) {
    await tx
      .update(tournamentPeoriaDraws)
      .set({ reset_at: now, reset_by: actor.userId, updated_at: now, updated_by: actor.userId })
      .where(eq(tournamentPeoriaDraws.id, current.id));
  }
  const seed = randomInt(0, 2 ** 31 - 1);
  const hiddenHoles = drawHiddenHoles({ method, holes, random: createSeededRandom(seed) });
  const [drawn] = await tx
    .insert(tournamentPeoriaDraws)
    .values({
      golf_course_id: tournament.golf_course_id,
      tournament_id: tournament.id,
      method,
      seed,
      hidden_holes: hiddenHoles,
      drawn_at: now,
      drawn_by: actor.userId,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning();
  return drawn!;
}
