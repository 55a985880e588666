import { Role } from '@fairway/contract';
import { createSeededRandom } from '@fairway/golf';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../core/actor.js';
import type { Database } from '../db/client.js';
import { golfCourseMembers, playerRounds, users } from '../db/schema/index.js';
import {
  changeRoundStatus,
  changeTournamentStatus,
  createTournament,
  drawKnockout,
  enterGolfers,
  enterKnockoutResult,
  tournamentOf,
} from '../modules/tournaments/index.js';
import { demoTeeSets } from './demo-tee-sets.js';

/** A day `days` before `today`, YYYY-MM-DD. */
function daysBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Last season's club championship: drawn 230 days ago, a round every 30 days, the final 80 days ago. */
const drawnDaysAgo = 230;
const roundDays = 30;

/**
 * Last season's club championship, a match-play knockout of 32 seeded by Handicap Index, played through the
 * tournaments' own use cases: drawn with a deadline a round, every match's result entered by the organiser on a day
 * before its deadline (most matches won out on the course, a few on extra holes, one conceded and one walked over),
 * from a recorded seed so the bracket is the same in every demo. The tournament's unplayed stroke round is cancelled:
 * a knockout is played match by match.
 */
export async function seedDemoKnockout(tx: Database, golfCourseId: number) {
  const today = new Date();
  const [adminUser] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.fairway.golf'));
  const admin: Actor = { userId: adminUser!.id, golfCourseId, ip: null, roles: [Role.admin] };
  const tees = await demoTeeSets(tx, golfCourseId);
  const tournament = (await tournamentOf(
    tx,
    admin,
    await createTournament({
      tx,
      actor: admin,
      existing: null,
      input: {
        name: 'Club Championship',
        start_date: daysBefore(today, drawnDaysAgo),
        end_date: daysBefore(today, drawnDaysAgo - 5 * roundDays),
        format: 'knockout',
        men_hole_category_id: tees.White,
        women_hole_category_id: tees.Red,
        leaderboard_visibility: 'members',
      },
    }),
  ))!;
  const golfers = await tx
    .select({ id: golfCourseMembers.member_id })
    .from(golfCourseMembers)
    .where(and(eq(golfCourseMembers.golf_course_id, golfCourseId), eq(golfCourseMembers.is_guest, false)))
    .orderBy(asc(golfCourseMembers.member_id))
    .limit(32);
  await enterGolfers(
    tx,
    admin,
    tournament,
    golfers.map((golfer) => ({ memberId: golfer.id, paid: true })),
    'member_ids',
    { pastTheClose: true },
  );
  await changeTournamentStatus(tx, admin, tournament.id, 'open');
  const deadlines = [1, 2, 3, 4, 5].map((round) => daysBefore(today, drawnDaysAgo - round * roundDays));
  let chart = await drawKnockout(tx, admin, tournament.id, {
    seeding: 'handicap',
    byes: false,
    round_deadlines: deadlines,
  });
  await changeTournamentStatus(tx, admin, tournament.id, 'in_progress');
  const random = createSeededRandom(20250601);
  let matchNumber = 0;
  for (const round of chart.rounds.map((line) => line.round)) {
    for (const line of chart.rounds[round - 1]!.matches) {
      matchNumber += 1;
      // The better seed wins two matches in three.
      const [better, other] = [...line.sides].sort((first, second) => first.seed! - second.seed!);
      const winner = random() < 2 / 3 ? better! : other!;
      const holesToPlay = Math.floor(random() * 6);
      const decision =
        matchNumber === 5
          ? ({ decided_by: 'walkover' } as const)
          : matchNumber === 12
            ? ({ decided_by: 'conceded' } as const)
            : matchNumber % 7 === 0
              ? ({ decided_by: 'extra_holes', extra_holes: 1 + Math.floor(random() * 3) } as const)
              : ({
                  decided_by: 'match_won',
                  holes_to_play: holesToPlay,
                  holes_up: holesToPlay + (random() < 0.2 ? 2 : 1),
                } as const);
      chart = await enterKnockoutResult(tx, admin, tournament.id, {
        round,
        match: line.match,
        winner_member_id: winner.member_id!,
        ...decision,
        played_on: daysBefore(today, drawnDaysAgo - round * roundDays + 1 + Math.floor(random() * (roundDays - 2))),
      });
    }
  }
  const [unplayed] = await tx
    .select({ id: playerRounds.id })
    .from(playerRounds)
    .where(eq(playerRounds.tournament_id, tournament.id));
  if (unplayed) await changeRoundStatus(tx, admin, { player_round_id: unplayed.id, status: 'cancelled' });
  await changeTournamentStatus(tx, admin, tournament.id, 'completed');
}
