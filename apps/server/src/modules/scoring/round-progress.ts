import type { z } from 'zod';
import type { activeRoundProgress } from '@fairway/contract';
import type { Database } from '../../db/client.js';
import { readRoundSheet } from './read-round-sheet.js';

type RoundRecord = Record<string, unknown> & { id: number; golf_course_id: number };

/**
 * Rounds with each group's progress: its players, `thru` (the holes every player of the group has a score on) and
 * how many of its cards the marker has signed; and the round's title (its tournament, or its golfer).
 */
export async function roundProgress(
  db: Database,
  rounds: readonly RoundRecord[],
): Promise<z.infer<typeof activeRoundProgress>[]> {
  const answered: z.infer<typeof activeRoundProgress>[] = [];
  for (const record of rounds) {
    const sheet = await readRoundSheet(db, record.golf_course_id, record.id);
    if (!sheet) continue;
    const holesOf = new Map<number, Set<number>>();
    for (const score of sheet.scores) {
      let holes = holesOf.get(score.member_id);
      if (!holes) holesOf.set(score.member_id, (holes = new Set()));
      holes.add(score.hole_number);
    }
    const signed = new Set(sheet.cards.filter((card) => card.marker_signed_at).map((card) => card.member_id));
    const groups = new Map<number, (typeof sheet.players)[number][]>();
    for (const player of sheet.players) groups.set(player.groupId, [...(groups.get(player.groupId) ?? []), player]);
    answered.push({
      ...(record as unknown as z.infer<typeof activeRoundProgress>),
      title: sheet.tournament?.name ?? sheet.players[0]?.name ?? '',
      holes_count: sheet.holes.length,
      groups: [...groups.entries()].map(([groupId, players]) => ({
        group_id: groupId,
        group_number: players[0]!.groupNumber,
        start: players[0]!.start,
        players: players.map((player) => player.name),
        thru: Math.min(...players.map((player) => holesOf.get(player.memberId)?.size ?? 0)),
        cards_signed: players.filter((player) => signed.has(player.memberId)).length,
      })),
    });
  }
  return answered;
}
