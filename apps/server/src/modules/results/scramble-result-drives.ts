import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { playerScores } from '../../db/schema/index.js';
import type { EntryCard, TournamentCards } from './read-tournament-cards.js';
import { scrambleTeamDrives } from './scramble-team-drives.js';

/**
 * Each scramble team's drives used against the minimum in words, by its card holder's member id (its results line):
 * each round's card, named by its number when the tournament has more than one.
 */
export async function scrambleResultDrives(
  db: Database,
  cards: TournamentCards,
  teamEntries: readonly EntryCard[],
  minimumDrives: number,
): Promise<Map<number, string>> {
  const stored = await db
    .select({
      roundId: playerScores.player_round_id,
      memberId: playerScores.member_id,
      holeNumber: playerScores.hole_number,
      driveMemberId: playerScores.drive_member_id,
    })
    .from(playerScores)
    .where(
      and(
        inArray(
          playerScores.player_round_id,
          cards.rounds.map((round) => round.id),
        ),
        inArray(
          playerScores.member_id,
          teamEntries.map((entry) => entry.memberId),
        ),
      ),
    );
  const driveOf = new Map(
    stored.map((score) => [`${score.roundId}:${score.memberId}:${score.holeNumber}`, score.driveMemberId]),
  );
  return new Map(
    teamEntries.map((entry) => {
      const partners = cards.entries
        .filter((partner) => partner.teamId !== null && partner.teamId === entry.teamId)
        .map((partner) => ({ memberId: partner.memberId, name: partner.name }));
      const words = cards.rounds.map((round) => {
        const drivesUsed = round.holes.map(
          (hole) => driveOf.get(`${round.id}:${entry.memberId}:${hole.number}`) ?? null,
        );
        const { explanation } = scrambleTeamDrives(partners, drivesUsed, minimumDrives);
        return cards.rounds.length === 1 ? explanation : `Round ${round.roundNumber}: ${explanation}`;
      });
      return [entry.memberId, words.join(' ')];
    }),
  );
}
