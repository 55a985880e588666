import { Role } from '@fairway/contract';
import { createSeededRandom } from '@fairway/golf';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Actor } from '../core/actor.js';
import type { Database } from '../db/client.js';
import {
  golfCourseMembers,
  mailOutbox,
  playerRounds,
  prizeTypes,
  tournamentMasters,
  tournamentPrizes,
  tournamentResults,
  users,
} from '../db/schema/index.js';
import { calculateResults, publishResults } from '../modules/results/index.js';
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
 * from a recorded seed so the bracket is the same in every demo. Its first round's losers play the consolation
 * bracket through (the walkover's loser has none, so a player goes through on a bye), each match by the next main
 * round's deadline. The tournament's unplayed stroke round is cancelled: a knockout is played match by match. Its
 * results, each player placed by the round they went out in (the consolation bracket's in a table of its own), are
 * calculated and published the evening of the last final played, filling the champion's and the runner-up's prizes;
 * the mails to its players are marked sent then. It is the Club Championship series' edition, so its champion is in the winner history.
 */
export async function seedDemoKnockout(tx: Database, golfCourseId: number, config: Pick<Config, 'publicUrl' | 'port'>) {
  const today = new Date();
  const [adminUser] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.fairway.golf'));
  const admin: Actor = { userId: adminUser!.id, golfCourseId, ip: null, roles: [Role.admin] };
  const tees = await demoTeeSets(tx, golfCourseId);
  const [series] = await tx
    .insert(tournamentMasters)
    .values({
      golf_course_id: golfCourseId,
      name: 'Club Championship',
      description: "The club's match-play championship: a knockout over the season, seeded by Handicap Index.",
      default_format: 'knockout',
      created_by: admin.userId,
      updated_by: admin.userId,
    })
    .returning({ id: tournamentMasters.id });
  const tournament = (await tournamentOf(
    tx,
    admin,
    await createTournament({
      tx,
      actor: admin,
      existing: null,
      input: {
        name: 'Club Championship',
        tournament_master_id: series!.id,
        start_date: daysBefore(today, drawnDaysAgo),
        end_date: daysBefore(today, drawnDaysAgo - 5 * roundDays),
        format: 'knockout',
        consolation_bracket: true,
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
  // The first round's losers play the consolation bracket, each round by the next main round's deadline.
  for (const round of chart.consolation!.rounds.map((line) => line.round)) {
    for (const line of chart.consolation!.rounds[round - 1]!.matches) {
      if (line.decided_by === 'bye') continue;
      const holesToPlay = Math.floor(random() * 5);
      chart = await enterKnockoutResult(tx, admin, tournament.id, {
        bracket: 'consolation',
        round,
        match: line.match,
        winner_member_id: line.sides[random() < 0.5 ? 0 : 1]!.member_id!,
        decided_by: 'match_won',
        holes_to_play: holesToPlay,
        holes_up: holesToPlay + 1,
        played_on: daysBefore(
          today,
          drawnDaysAgo - (round + 1) * roundDays + 1 + Math.floor(random() * (roundDays - 2)),
        ),
      });
    }
  }
  const [unplayed] = await tx
    .select({ id: playerRounds.id })
    .from(playerRounds)
    .where(eq(playerRounds.tournament_id, tournament.id));
  if (unplayed) await changeRoundStatus(tx, admin, { player_round_id: unplayed.id, status: 'cancelled' });
  const prizeTypeOf = new Map((await tx.select().from(prizeTypes)).map((type) => [type.name, type.id]));
  await tx.insert(tournamentPrizes).values(
    [
      { type: 'Net Winner', position: 1, value_minor: 10_000 },
      { type: 'Net Runner-up', position: 2, value_minor: 5000 },
    ].map((prize) => ({
      golf_course_id: golfCourseId,
      tournament_id: tournament.id,
      prize_type_id: prizeTypeOf.get(prize.type)!,
      category: '',
      position: prize.position,
      value_minor: prize.value_minor,
      description: 'Engraved salver',
    })),
  );
  const [lastMail] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  await calculateResults(tx, admin, tournament.id);
  // Publishing completes the tournament.
  await publishResults(tx, config, admin, tournament.id);
  const finals = [chart.rounds.at(-1)!.matches[0]!, chart.consolation!.rounds.at(-1)!.matches[0]!];
  const lastFinal = finals.map((final) => final.played_on!).sort()[1];
  const evening = new Date(`${lastFinal}T18:30:00Z`);
  await tx
    .update(tournamentResults)
    .set({ calculated_at: evening, published_at: evening })
    .where(eq(tournamentResults.tournament_id, tournament.id));
  await tx
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: evening, created_at: evening })
    .where(and(gt(mailOutbox.id, lastMail?.id ?? 0), eq(mailOutbox.status, 'queued')));
}
