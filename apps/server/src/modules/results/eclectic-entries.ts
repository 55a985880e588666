import { eclecticCard } from '@fairway/golf';
import type { EntryCard } from './read-tournament-cards.js';

/**
 * Each entry's eclectic over the tournament's rounds (`eclecticCard`): one card of the best score on each hole, its
 * handicap the lowest playing handicap of the rounds, ranked as a one-round card. The rounds share one course card.
 */
export function eclecticEntries(entries: EntryCard[]): EntryCard[] {
  return entries.map((entry) => {
    const handicap = entry.playingHandicap ?? 0;
    const eclectic = eclecticCard({
      rounds: entry.rounds.map((round) => ({ strokes: round.strokes, playingHandicap: handicap })),
    });
    return {
      ...entry,
      playingHandicap: eclectic.handicap,
      rounds: [
        {
          holes: entry.rounds[0]!.holes,
          strokes: eclectic.strokes,
          played: eclectic.strokes.map((strokes) => strokes !== null),
        },
      ],
    };
  });
}
