import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { playerRoundCards, playerScores, users } from '../../db/schema/index.js';

export type ScoreRow = typeof playerScores.$inferSelect & { entered_by_name: string };
export type CardRow = typeof playerRoundCards.$inferSelect;

/** A round's scores as they stand, with who entered each, and its signed cards: what a score or signature changes. */
export async function readRoundScores(
  db: Database,
  playerRoundId: number,
): Promise<{ scores: ScoreRow[]; cards: CardRow[] }> {
  const [scores, cards] = await Promise.all([
    db
      .select({
        id: playerScores.id,
        created_at: playerScores.created_at,
        created_by: playerScores.created_by,
        updated_at: playerScores.updated_at,
        updated_by: playerScores.updated_by,
        golf_course_id: playerScores.golf_course_id,
        player_round_id: playerScores.player_round_id,
        member_id: playerScores.member_id,
        hole_number: playerScores.hole_number,
        strokes: playerScores.strokes,
        drive_member_id: playerScores.drive_member_id,
        version: playerScores.version,
        entered_by_user_id: playerScores.entered_by_user_id,
        entered_at: playerScores.entered_at,
        entered_by_name: sql<string>`coalesce(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
      })
      .from(playerScores)
      .leftJoin(users, eq(users.id, playerScores.entered_by_user_id))
      .where(eq(playerScores.player_round_id, playerRoundId)),
    db.select().from(playerRoundCards).where(eq(playerRoundCards.player_round_id, playerRoundId)),
  ]);
  return { scores, cards };
}
