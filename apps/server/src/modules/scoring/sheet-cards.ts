import type { BoardSheet } from './read-round-sheet.js';

/** A player's card as a board reads it: strokes per hole in card order, and which holes were played. */
export type SheetCard = { strokes: (number | null)[]; played: boolean[] };

/** Every player's card of a round by member: a hole with a stored score is played, its strokes null if picked up. */
export function sheetCards(sheet: BoardSheet | undefined): Map<number, SheetCard> {
  const holes = sheet?.holes ?? [];
  const holeIndex = new Map(holes.map((hole, index) => [hole.number, index]));
  const cards = new Map<number, SheetCard>();
  for (const player of sheet?.players ?? []) {
    cards.set(player.memberId, { strokes: holes.map(() => null), played: holes.map(() => false) });
  }
  for (const score of sheet?.scores ?? []) {
    const index = holeIndex.get(score.hole_number);
    const card = cards.get(score.member_id);
    if (index === undefined || !card) continue;
    card.strokes[index] = score.strokes;
    card.played[index] = true;
  }
  return cards;
}
