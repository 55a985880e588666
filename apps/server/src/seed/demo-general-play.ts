import { Role } from '@fairway/contract';
import { createSeededRandom } from '@fairway/golf';
import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../core/actor.js';
import { clubNowIn } from '../core/club-dates.js';
import type { Database } from '../db/client.js';
import {
  golfCourseMembers,
  golfCourses,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  users,
} from '../db/schema/index.js';
import { workOutEntries } from '../modules/courses/index.js';
import { attestGeneralPlay, readGroupCard, saveScores } from '../modules/scoring/index.js';
import { demoTeeSets } from './demo-tee-sets.js';

const hour = 3_600_000;

/** A round of general play as the demo lays it out: when it started, how far its card got, whether it was attested. */
interface DemoRound {
  startedHoursAgo: number;
  thru: number;
  attested: boolean;
}

/**
 * Four golfers of the demo club have registered rounds of general play for handicap (decision 0121), each marked by
 * the demo member: two returned and attested (their score records revised the players' indexes), one returned today
 * and waiting for the demo member's attest, and one registered three days ago whose card stopped after 11 holes and
 * was never returned, listed for the handicap committee. Dated from `now` on the club's clock; scored around each
 * player's handicap from a fixed seed.
 */
export async function seedDemoGeneralPlay(tx: Database, golfCourseId: number, demoMemberId: number, now = new Date()) {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.fairway.golf'));
  const actor: Actor = { userId: admin!.id, golfCourseId, ip: null, roles: [Role.admin] };
  const [marker] = await tx.select({ userId: members.user_id }).from(members).where(eq(members.id, demoMemberId));
  const markerActor: Actor = { userId: marker!.userId, golfCourseId, ip: null, roles: [Role.member] };
  const [club] = await tx
    .select({ timeZone: golfCourses.time_zone })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  const tees = await demoTeeSets(tx, golfCourseId);
  // The club's last golfers without a login, so that no demo account's own rounds change.
  const players = await tx
    .select({ id: members.id })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(
      and(
        eq(golfCourseMembers.golf_course_id, golfCourseId),
        eq(golfCourseMembers.is_guest, false),
        isNull(members.user_id),
        isNotNull(members.handicap_index),
        ne(members.id, demoMemberId),
      ),
    )
    .orderBy(desc(members.id))
    .limit(4);
  const rounds: DemoRound[] = [
    { startedHoursAgo: 6 * 24 + 5, thru: 18, attested: true },
    { startedHoursAgo: 2 * 24 + 3, thru: 18, attested: true },
    { startedHoursAgo: 5, thru: 18, attested: false },
    { startedHoursAgo: 3 * 24 + 2, thru: 11, attested: false },
  ];
  const random = createSeededRandom(20261129);
  for (const [index, round] of rounds.entries()) {
    const player = players[index]!;
    const startedAt = new Date(now.getTime() - round.startedHoursAgo * hour);
    const start = clubNowIn(club!.timeZone, startedAt);
    const playDate = start.today;
    const [entry] = await workOutEntries(
      tx,
      {
        golf_course_id: golfCourseId,
        start_date: playDate,
        holes: 18,
        nine: null,
        format: 'stroke_play',
        scoring_basis: 'gross',
        handicap_allowance: 100,
        max_handicap: null,
        categories: [],
        men_hole_category_id: null,
        women_hole_category_id: null,
      },
      [{ memberId: player.id, holeCategoryId: tees.White }],
      'hole_category_id',
    );
    const stamp = { golf_course_id: golfCourseId, created_by: actor.userId, updated_by: actor.userId };
    const [registered] = await tx
      .insert(playerRounds)
      .values({
        ...stamp,
        play_date: playDate,
        status: 'active',
        member_id: player.id,
        hole_category_id: tees.White,
        holes: 18,
        course_handicap: entry?.course_handicap ?? null,
        playing_handicap: entry?.playing_handicap ?? null,
        for_handicap: true,
        start_time: start.now.slice(11),
        marker_member_id: demoMemberId,
        // Registered ten minutes before its start.
        created_at: new Date(startedAt.getTime() - 10 * 60_000),
      })
      .returning({ id: playerRounds.id });
    const [group] = await tx
      .insert(playerRoundGroups)
      .values({ ...stamp, player_round_id: registered!.id, number: 1 })
      .returning({ id: playerRoundGroups.id });
    await tx.insert(playerRoundGroupMembers).values({
      ...stamp,
      player_round_id: registered!.id,
      player_round_group_id: group!.id,
      member_id: player.id,
    });
    const card = await readGroupCard(tx, actor, group!.id);
    const [scored] = card.players;
    const saved = await saveScores(
      tx,
      actor,
      card.holes.slice(0, round.thru).map((hole, hole_index) => {
        // Net par, give or take: a little worse than the handicap on average, as club golfers play.
        const roll = random();
        const offset = roll < 0.12 ? -1 : roll < 0.6 ? 0 : roll < 0.88 ? 1 : 2;
        return {
          player_round_id: registered!.id,
          member_id: player.id,
          hole_number: hole.hole_number,
          strokes: Math.max(2, hole.par + (scored!.strokes_received[hole_index] ?? 0) + offset),
          client_key: randomUUID(),
          base_version: 0,
        };
      }),
    );
    const refused = saved.results.find((result) => result.outcome !== 'saved');
    if (refused) throw new Error(`The demo's general-play scores were refused: ${JSON.stringify(refused)}`);
    if (round.thru < 18) continue;
    await tx.update(playerRounds).set({ status: 'completed' }).where(eq(playerRounds.id, registered!.id));
    if (round.attested) await attestGeneralPlay(tx, markerActor, registered!.id);
  }
}
