import { Role } from '@fairway/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../core/actor.js';
import type { Database } from '../db/client.js';
import {
  eventManagerMembers,
  eventManagers,
  golfCourseMembers,
  members,
  playerRounds,
  prizeTypes,
  tournamentMasters,
  tournamentNotes,
  tournamentPrizes,
  tournamentTeams,
  users,
} from '../db/schema/index.js';
import {
  changeTournamentStatus,
  createTournament,
  drawRound,
  enterGolfers,
  tournamentOf,
} from '../modules/tournaments/index.js';
import { demoTeeSets } from './demo-tee-sets.js';

/** A day some weeks from `today`, YYYY-MM-DD: the demo's events stay ahead of whoever starts it. */
function daysAfter(today: Date, days: number): string {
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The demo's competitions, made the way an organiser makes them (the field entered with its handicaps worked out by
 * the tournaments' own use cases): a Monthly Medal open for entries with 144 golfers on the three tee sets, its round
 * drawn on tee times; a Ryder Cup of two teams of 12; a four-ball better-ball of pairs; and the event manager's
 * Corporate League with players of their roster.
 */
export async function seedDemoTournaments(tx: Database, golfCourseId: number) {
  const today = new Date();
  const userIdOf = async (email: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const admin: Actor = {
    userId: await userIdOf('admin@demo.fairway.golf'),
    golfCourseId,
    ip: null,
    roles: [Role.admin],
  };
  const organiser: Actor = {
    userId: await userIdOf('events@demo.fairway.golf'),
    golfCourseId,
    ip: null,
    roles: [Role.eventManager],
  };
  const tees = await demoTeeSets(tx, golfCourseId);
  const prizeTypeOf = Object.fromEntries(
    (await tx.select({ id: prizeTypes.id, name: prizeTypes.name }).from(prizeTypes)).map((type) => [
      type.name,
      type.id,
    ]),
  ) as Record<string, number>;
  const golfers = await tx
    .select({ id: members.id, gender: members.gender, handicap_index: members.handicap_index, last: members.last_name })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(and(eq(golfCourseMembers.golf_course_id, golfCourseId), eq(golfCourseMembers.is_guest, false)))
    .orderBy(asc(members.id));
  const series = async (values: {
    name: string;
    description: string;
    default_format: string;
    event_manager_id?: number;
  }) =>
    // Last season's events may have started the series already.
    (
      await tx
        .select({ id: tournamentMasters.id })
        .from(tournamentMasters)
        .where(and(eq(tournamentMasters.golf_course_id, golfCourseId), eq(tournamentMasters.name, values.name)))
    )[0]?.id ??
    (
      await tx
        .insert(tournamentMasters)
        .values({ golf_course_id: golfCourseId, created_by: admin.userId, updated_by: admin.userId, ...values })
        .returning({ id: tournamentMasters.id })
    )[0]!.id;
  const tournament = async (actor: Actor, input: Record<string, unknown>) =>
    (await tournamentOf(tx, actor, await createTournament({ tx, input, existing: null, actor })))!;
  // Each event's one round, made with it on its day.
  const round = async (tournamentId: number) =>
    (
      await tx.select({ id: playerRounds.id }).from(playerRounds).where(eq(playerRounds.tournament_id, tournamentId))
    )[0]!.id;

  // The Monthly Medal: 144 golfers, the low men off the blue tees, drawn on tee times from 07:30.
  const medalDay = daysAfter(today, 9);
  const medalSeries = await series({
    name: 'Monthly Medal',
    description: "The club's stroke-play medal, played on the first Saturday of the month; counts for handicap.",
    default_format: 'stroke_play',
  });
  const medal = await tournament(admin, {
    name: 'Monthly Medal: December',
    tournament_master_id: medalSeries,
    start_date: medalDay,
    end_date: medalDay,
    format: 'stroke_play',
    scoring_basis: 'both',
    men_hole_category_id: tees.White,
    women_hole_category_id: tees.Red,
    entry_fee_minor: 1500,
    field_limit: 144,
    entries_close_at: new Date(`${daysAfter(today, 8)}T18:00:00Z`),
    leaderboard_visibility: 'members',
    categories: [
      { name: 'Men A', gender: 'M', max_index: 12 },
      { name: 'Men B', gender: 'M', min_index: 12.1 },
      { name: 'Ladies', gender: 'F' },
    ],
  });
  const field = golfers.slice(0, 144);
  await enterGolfers(
    tx,
    admin,
    medal,
    field.map((golfer, position) => ({
      memberId: golfer.id,
      holeCategoryId: golfer.gender === 'M' && (golfer.handicap_index ?? 99) < 8 ? tees.Blue : undefined,
      paid: position % 7 !== 3,
    })),
    'member_ids',
  );
  await changeTournamentStatus(tx, admin, medal.id, 'open');
  await drawRound(tx, admin, {
    player_round_id: await round(medal.id),
    method: 'handicap_mixed',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '07:30',
    interval_minutes: 8,
    seed: 2026,
  });
  await tx.insert(tournamentPrizes).values(
    [
      { prize_type_id: prizeTypeOf['Gross Winner']!, position: 1, category: '', value_minor: 7500 },
      { prize_type_id: prizeTypeOf['Net Winner']!, position: 1, category: 'Men A', value_minor: 5000 },
      { prize_type_id: prizeTypeOf['Net Winner']!, position: 1, category: 'Men B', value_minor: 5000 },
      { prize_type_id: prizeTypeOf['Net Winner']!, position: 1, category: 'Ladies', value_minor: 5000 },
      { prize_type_id: prizeTypeOf['Net Runner-up']!, position: 2, category: 'Men B', value_minor: 2500 },
    ].map((prize) => ({
      ...prize,
      golf_course_id: golfCourseId,
      tournament_id: medal.id,
      description: 'Pro shop voucher',
    })),
  );
  await tx.insert(tournamentNotes).values([
    {
      golf_course_id: golfCourseId,
      tournament_id: medal.id,
      title: 'Preferred lies',
      body: 'Preferred lies on closely mown areas through the green, one club-length, not nearer the hole.',
      visibility: 'everyone',
    },
    {
      golf_course_id: golfCourseId,
      tournament_id: medal.id,
      title: 'Starter',
      body: 'Cards from the starter ten minutes before your tee time; unpaid entries pay at the desk.',
      visibility: 'organisers',
    },
  ]);

  // A Ryder Cup: two teams of 12, paired side against side.
  const ryderDay = daysAfter(today, 16);
  const ryderCup = await tournament(admin, {
    name: "Captain's Ryder Cup",
    start_date: ryderDay,
    end_date: ryderDay,
    format: 'ryder_cup',
    scoring_basis: 'net',
    men_hole_category_id: tees.White,
    women_hole_category_id: tees.Red,
    team_size: 12,
  });
  const sides = await tx
    .insert(tournamentTeams)
    .values([
      { golf_course_id: golfCourseId, tournament_id: ryderCup.id, name: "Captain's XII", colour: '#1565c0', side: 'A' },
      {
        golf_course_id: golfCourseId,
        tournament_id: ryderCup.id,
        name: "Vice-Captain's XII",
        colour: '#c62828',
        side: 'B',
      },
    ])
    .returning({ id: tournamentTeams.id });
  const ryderPlayers = golfers.slice(0, 24);
  await enterGolfers(
    tx,
    admin,
    ryderCup,
    ryderPlayers.map((golfer, position) => ({ memberId: golfer.id, teamId: sides[position % 2]!.id, paid: true })),
    'member_ids',
  );
  for (const [side, team] of sides.entries()) {
    await tx
      .update(tournamentTeams)
      .set({ captain_member_id: ryderPlayers[side]!.id })
      .where(eq(tournamentTeams.id, team.id));
  }
  await changeTournamentStatus(tx, admin, ryderCup.id, 'open');
  await drawRound(tx, admin, {
    player_round_id: await round(ryderCup.id),
    method: 'team_pairing',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '09:00',
    interval_minutes: 10,
  });

  // A four-ball better-ball of eight pairs, open for entries and not drawn yet.
  const fourBallDay = daysAfter(today, 23);
  const fourBall = await tournament(admin, {
    name: 'Winter Four-Ball Better Ball',
    start_date: fourBallDay,
    end_date: fourBallDay,
    format: 'fourball',
    scoring_basis: 'net',
    men_hole_category_id: tees.White,
    women_hole_category_id: tees.Red,
    team_size: 2,
    entry_fee_minor: 1000,
  });
  const pairs = golfers.slice(40, 56);
  const pairTeams = await tx
    .insert(tournamentTeams)
    .values(
      Array.from({ length: 8 }, (_, pair) => ({
        golf_course_id: golfCourseId,
        tournament_id: fourBall.id,
        name: `${pairs[pair * 2]!.last} & ${pairs[pair * 2 + 1]!.last}`,
        colour: '#2e7d32',
      })),
    )
    .returning({ id: tournamentTeams.id });
  await enterGolfers(
    tx,
    admin,
    fourBall,
    pairs.map((golfer, position) => ({ memberId: golfer.id, teamId: pairTeams[Math.floor(position / 2)]!.id })),
    'member_ids',
  );
  await changeTournamentStatus(tx, admin, fourBall.id, 'open');

  // The event manager's own series, with players of their roster.
  const [demoOrganiser] = await tx
    .select({ id: eventManagers.id })
    .from(eventManagers)
    .where(and(eq(eventManagers.golf_course_id, golfCourseId), eq(eventManagers.user_id, organiser.userId!)));
  const league = await series({
    name: 'Corporate League 2026',
    description: 'Evan Events’ corporate Stableford league: one round a month, best six count.',
    default_format: 'stableford',
    event_manager_id: demoOrganiser!.id,
  });
  const leagueDay = daysAfter(today, 30);
  const leagueRound = await tournament(organiser, {
    name: 'Corporate League: January',
    tournament_master_id: league,
    start_date: leagueDay,
    end_date: leagueDay,
    format: 'stableford',
    scoring_basis: 'net',
    men_hole_category_id: tees.White,
    women_hole_category_id: tees.Red,
    entry_fee_minor: 4500,
  });
  const roster = await tx
    .select({ member_id: eventManagerMembers.member_id })
    .from(eventManagerMembers)
    .where(eq(eventManagerMembers.event_manager_id, demoOrganiser!.id))
    .orderBy(asc(eventManagerMembers.member_id));
  await enterGolfers(
    tx,
    organiser,
    leagueRound,
    roster.map((player) => ({ memberId: player.member_id, paid: true })),
    'member_ids',
  );
  await changeTournamentStatus(tx, organiser, leagueRound.id, 'open');
}
