import { Role } from '@fairway/contract';
import { createSeededRandom } from '@fairway/golf';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../core/actor.js';
import type { Database } from '../db/client.js';
import {
  golfCourseMembers,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  tournamentMasters,
  tournamentMembers,
  tournamentTeams,
  users,
} from '../db/schema/index.js';
import { readGroupCard, saveScores, signCard } from '../modules/scoring/index.js';
import {
  changeRoundStatus,
  changeTournamentStatus,
  createTournament,
  drawRound,
  enterGolfers,
  tournamentOf,
} from '../modules/tournaments/index.js';
import { demoLiveTournamentName } from './demo-names.js';
import { demoTeeSets } from './demo-tee-sets.js';

/** Holes each group has played, by its number: the first groups are in, the last on the first holes. */
const thruOfGroup = (groupNumber: number) => Math.max(0, Math.min(18, 20 - groupNumber));
/** The demo member's group is halfway round, so that signing in as them shows a card with holes to score. */
const demoMemberThru = 8;

/**
 * The demo's tournament in play today: November's Monthly Medal, 72 golfers drawn in groups of four from 07:30, its
 * round active and the field through 0 to 18 holes, scored around each golfer's handicap and entered through live
 * scoring's own use case as the groups' phones would; the first groups' cards signed. Its board is public, so the
 * club-house TV link works without signing in. A team prize is played alongside: each group of four is a team whose
 * best two scores count on each hole, so that `/team-position` shows live team standings.
 */
export async function seedDemoLiveRound(tx: Database, golfCourseId: number, demoMemberId: number) {
  const today = new Date().toISOString().slice(0, 10);
  const [adminUser] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.fairway.golf'));
  const admin: Actor = { userId: adminUser!.id, golfCourseId, ip: null, roles: [Role.admin] };
  const [series] = await tx
    .select({ id: tournamentMasters.id })
    .from(tournamentMasters)
    .where(and(eq(tournamentMasters.golf_course_id, golfCourseId), eq(tournamentMasters.name, 'Monthly Medal')));
  const tees = await demoTeeSets(tx, golfCourseId);
  const medal = (await tournamentOf(
    tx,
    admin,
    await createTournament({
      tx,
      actor: admin,
      existing: null,
      input: {
        name: demoLiveTournamentName,
        tournament_master_id: series!.id,
        start_date: today,
        end_date: today,
        format: 'stroke_play',
        scoring_basis: 'both',
        men_hole_category_id: tees.White,
        women_hole_category_id: tees.Red,
        entry_fee_minor: 1500,
        field_limit: 72,
        team_size: 4,
        team_best_n: 2,
        leaderboard_visibility: 'public',
        categories: [
          { name: 'Men A', gender: 'M', max_index: 12 },
          { name: 'Men B', gender: 'M', min_index: 12.1 },
          { name: 'Ladies', gender: 'F' },
        ],
      },
    }),
  ))!;
  const golfers = await tx
    .select({ id: members.id })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(and(eq(golfCourseMembers.golf_course_id, golfCourseId), eq(golfCourseMembers.is_guest, false)))
    .orderBy(asc(members.id));
  const field = [demoMemberId, ...golfers.map((golfer) => golfer.id).filter((id) => id !== demoMemberId)].slice(0, 72);
  await enterGolfers(
    tx,
    admin,
    medal,
    field.map((memberId) => ({ memberId, paid: true })),
    'member_ids',
  );
  await changeTournamentStatus(tx, admin, medal.id, 'open');
  // Its one round, made with it on its day.
  const [round] = await tx
    .select({ id: playerRounds.id })
    .from(playerRounds)
    .where(eq(playerRounds.tournament_id, medal.id));
  await drawRound(tx, admin, {
    player_round_id: round!.id,
    method: 'handicap_mixed',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '07:30',
    interval_minutes: 8,
    seed: 2611,
  });
  await seedGroupTeams(tx, golfCourseId, medal.id, round!.id);
  await changeRoundStatus(tx, admin, { player_round_id: round!.id, status: 'active' });

  const random = createSeededRandom(20261126);
  const groups = await tx
    .select({ id: playerRoundGroups.id, number: playerRoundGroups.number })
    .from(playerRoundGroups)
    .where(eq(playerRoundGroups.player_round_id, round!.id))
    .orderBy(asc(playerRoundGroups.number));
  const entries: unknown[] = [];
  const finished: number[] = [];
  for (const group of groups) {
    const card = await readGroupCard(tx, admin, group.id);
    const hasDemoMember = card.players.some((player) => player.member_id === demoMemberId);
    const thru = hasDemoMember ? demoMemberThru : thruOfGroup(group.number);
    for (const player of card.players) {
      if (thru === 18 && group.number % 2 === 1) finished.push(player.member_id);
      card.holes.slice(0, thru).forEach((hole, index) => {
        // Net par, give or take: a little worse than the handicap on average, as club golfers play.
        const roll = random();
        const offset = roll < 0.12 ? -1 : roll < 0.6 ? 0 : roll < 0.88 ? 1 : 2;
        entries.push({
          player_round_id: round!.id,
          member_id: player.member_id,
          hole_number: hole.hole_number,
          strokes: Math.max(2, hole.par + (player.strokes_received[index] ?? 0) + offset),
          client_key: randomUUID(),
          base_version: 0,
        });
      });
    }
  }
  for (let start = 0; start < entries.length; start += 200) {
    const saved = await saveScores(tx, admin, entries.slice(start, start + 200));
    const refused = saved.results.find((result) => result.outcome !== 'saved');
    if (refused) throw new Error(`The demo's scores were refused: ${JSON.stringify(refused)}`);
  }
  for (const memberId of finished) {
    await signCard(tx, admin, { player_round_id: round!.id, member_id: memberId, as: 'marker' });
  }
}

const teamColours = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f'];

/** Each drawn group a team of the tournament, named after its first player, its players entered in it. */
async function seedGroupTeams(tx: Database, golfCourseId: number, tournamentId: number, playerRoundId: number) {
  const drawn = await tx
    .select({
      groupNumber: playerRoundGroups.number,
      memberId: playerRoundGroupMembers.member_id,
      lastName: members.last_name,
    })
    .from(playerRoundGroupMembers)
    .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
    .innerJoin(members, eq(members.id, playerRoundGroupMembers.member_id))
    .where(eq(playerRoundGroupMembers.player_round_id, playerRoundId))
    .orderBy(asc(playerRoundGroups.number), asc(playerRoundGroupMembers.position));
  const groups = new Map<number, typeof drawn>();
  for (const player of drawn) groups.set(player.groupNumber, [...(groups.get(player.groupNumber) ?? []), player]);
  const names = new Set<string>();
  const teams = await tx
    .insert(tournamentTeams)
    .values(
      [...groups].map(([groupNumber, players], index) => {
        const surname = `${players[0]!.lastName}’s Four`;
        const name = names.has(surname.toLowerCase()) ? `${surname} (${groupNumber})` : surname;
        names.add(name.toLowerCase());
        return { golf_course_id: golfCourseId, tournament_id: tournamentId, name, colour: teamColours[index % 6]! };
      }),
    )
    .returning({ id: tournamentTeams.id });
  for (const [index, players] of [...groups.values()].entries()) {
    await tx
      .update(tournamentMembers)
      .set({ team_id: teams[index]!.id })
      .where(
        and(
          eq(tournamentMembers.tournament_id, tournamentId),
          inArray(
            tournamentMembers.member_id,
            players.map((player) => player.memberId),
          ),
        ),
      );
  }
}
