import { contestDistanceMillimetres, createSeededRandom } from '@fairway/golf';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import {
  contestMeasurements,
  contests,
  golfCourseHoles,
  playerRoundGroupMembers,
  playerRounds,
  playerScores,
  prizeTypes,
  tournaments,
  users,
} from '../db/schema/index.js';
import { demoLiveTournamentName } from './demo-names.js';
import { insertInBatches } from './insert-in-batches.js';

/**
 * The side contests of the demo's medal in play: a longest drive on its first two par 5s, nearest the pin on every
 * par 3 and nearest the centre line on its first par 4, measured for every group that has holed out there (a player with a score on the hole), a few balls off the
 * fairway or the green. The club measures in yards: drives and the centre line in yards, the pin in feet and inches.
 */
export async function seedDemoContests(tx: Database, golfCourseId: number) {
  const [medal] = await tx
    .select({ roundId: playerRounds.id })
    .from(playerRounds)
    .innerJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .where(and(eq(tournaments.golf_course_id, golfCourseId), eq(tournaments.name, demoLiveTournamentName)));
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.fairway.golf'));
  const prizes = Object.fromEntries(
    (
      await tx
        .select({ id: prizeTypes.id, name: prizeTypes.name })
        .from(prizeTypes)
        .where(inArray(prizeTypes.name, ['Longest Drive', 'Nearest to Pin', 'Nearest to Centre']))
    ).map((prize) => [prize.name, prize.id]),
  );
  const holes = await tx
    .select({ number: golfCourseHoles.number, par: golfCourseHoles.par })
    .from(golfCourseHoles)
    .where(eq(golfCourseHoles.golf_course_id, golfCourseId))
    .orderBy(asc(golfCourseHoles.number));
  const audit = { golf_course_id: golfCourseId, created_by: admin!.id, updated_by: admin!.id };
  const made = await tx
    .insert(contests)
    .values([
      ...holes
        .filter((hole) => hole.par === 5)
        .slice(0, 2)
        .map((hole) => ({
          ...audit,
          player_round_id: medal!.roundId,
          kind: 'longest_drive' as const,
          hole_number: hole.number,
          unit: 'yards' as const,
          prize_type_id: prizes['Longest Drive'] ?? null,
        })),
      ...holes
        .filter((hole) => hole.par === 3)
        .map((hole) => ({
          ...audit,
          player_round_id: medal!.roundId,
          kind: 'nearest_to_pin' as const,
          hole_number: hole.number,
          unit: 'feet_and_inches' as const,
          prize_type_id: prizes['Nearest to Pin'] ?? null,
        })),
      ...holes
        .filter((hole) => hole.par === 4)
        .slice(0, 1)
        .map((hole) => ({
          ...audit,
          player_round_id: medal!.roundId,
          kind: 'nearest_to_centre' as const,
          hole_number: hole.number,
          unit: 'yards' as const,
          prize_type_id: prizes['Nearest to Centre'] ?? null,
        })),
    ])
    .returning({ id: contests.id, kind: contests.kind, holeNumber: contests.hole_number });
  const scored = await tx
    .select({ memberId: playerScores.member_id, holeNumber: playerScores.hole_number })
    .from(playerScores)
    .innerJoin(
      playerRoundGroupMembers,
      and(
        eq(playerRoundGroupMembers.player_round_id, playerScores.player_round_id),
        eq(playerRoundGroupMembers.member_id, playerScores.member_id),
      ),
    )
    .where(eq(playerScores.player_round_id, medal!.roundId))
    .orderBy(asc(playerRoundGroupMembers.player_round_group_id), asc(playerRoundGroupMembers.position));
  const random = createSeededRandom(20261127);
  const measuredAt = new Date();
  const entries = made.flatMap((contest) =>
    scored
      .filter((score) => score.holeNumber === contest.holeNumber)
      .map((score) => {
        const drive = contest.kind === 'longest_drive';
        const centre = contest.kind === 'nearest_to_centre';
        const inContention = random() > (drive || centre ? 0.25 : 0.45);
        const distance = drive
          ? contestDistanceMillimetres({ unit: 'yards', value: Math.round(2_000 + random() * 900) / 10 })
          : centre
            ? contestDistanceMillimetres({ unit: 'yards', value: Math.round(random() * 250) / 10 })
            : contestDistanceMillimetres({
                unit: 'feet_and_inches',
                feet: Math.floor(random() * 40),
                inches: Math.floor(random() * 12),
              });
        return {
          ...audit,
          contest_id: contest.id,
          member_id: score.memberId,
          distance_millimetres: inContention ? Math.max(distance, 25) : null,
          client_key: randomUUID(),
          measured_by_user_id: admin!.id,
          measured_at: measuredAt,
        };
      }),
  );
  await insertInBatches(tx, contestMeasurements, entries);
}
