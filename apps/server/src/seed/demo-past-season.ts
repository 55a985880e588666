import { Role, type MeritPeriod, type TournamentFormat } from '@fairway/contract';
import { createSeededRandom } from '@fairway/golf';
import { and, asc, desc, eq, exists, gt, lte } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Actor } from '../core/actor.js';
import type { Database } from '../db/client.js';
import {
  golfCourseMembers,
  mailOutbox,
  memberIndexes,
  members,
  playerRoundGroups,
  playerRounds,
  playerScores,
  prizeTypes,
  tournamentMasters,
  tournamentPrizes,
  tournamentResults,
  tournamentTeams,
  users,
} from '../db/schema/index.js';
import { writeRoundScoreRecords } from '../modules/handicaps/index.js';
import { calculateResults, publishResults } from '../modules/results/index.js';
import { readGroupCard } from '../modules/scoring/index.js';
import {
  changeRoundStatus,
  changeTournamentStatus,
  createTournament,
  drawAbcdTeams,
  drawRound,
  enterGolfers,
  tournamentOf,
} from '../modules/tournaments/index.js';
import { demoTeeSets } from './demo-tee-sets.js';
import { insertInBatches } from './insert-in-batches.js';

/** A day `days` before `today`, YYYY-MM-DD. */
function daysBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** How a past event was played: its format and terms, its field, its teams, and how its rounds were drawn. */
type PastEvent = {
  name: string;
  series?: string;
  daysAgo: number;
  format: TournamentFormat;
  terms?: Record<string, unknown>;
  /** Which of the club's golfers played: a slice of them, by position. */
  field: [number, number];
  /**
   * Players per team, the teams made in the order of the field; two sides for a Ryder Cup; or, `abcd`, drawn from the
   * field as the organiser draws ABCD teams.
   */
  teams?: { size: number; names: string[]; sides?: boolean; abcd?: boolean };
  /**
   * Each round's draw: the group size and method; played on the day after the round before, unless it names its own
   * day (a series over the winter).
   */
  rounds: { groupSize: number; method: 'random' | 'team_pairing'; daysAgo?: number }[];
  prizes?: { type: string; category: string; position: number; value_minor: number }[];
  /**
   * An event added to the season later: played in the afternoon (13:30) of another event's day, by another field, its
   * cards drawn from a seed of its own, so that the golfers' other rounds (which keep off the season's days) and the
   * other events' cards, and so every Handicap Index, stay as they were.
   */
  afternoon?: { cardsSeed: number };
};

const season: PastEvent[] = [
  {
    name: 'Monthly Medal: October',
    series: 'Monthly Medal',
    daysAgo: 34,
    format: 'stroke_play',
    terms: {
      scoring_basis: 'net',
      categories: [
        { name: 'Men', gender: 'M' },
        { name: 'Ladies', gender: 'F' },
      ],
    },
    field: [0, 24],
    rounds: [{ groupSize: 4, method: 'random' }],
    prizes: [
      { type: 'Net Winner', category: 'Men', position: 1, value_minor: 5000 },
      { type: 'Net Runner-up', category: 'Men', position: 2, value_minor: 2500 },
      { type: 'Net Winner', category: 'Ladies', position: 1, value_minor: 5000 },
    ],
  },
  {
    name: 'Monthly Medal: September',
    series: 'Monthly Medal',
    daysAgo: 62,
    format: 'stroke_play',
    terms: { scoring_basis: 'net' },
    field: [24, 48],
    rounds: [{ groupSize: 4, method: 'random' }],
    prizes: [{ type: 'Net Winner', category: '', position: 1, value_minor: 5000 }],
  },
  {
    name: 'Autumn Greensomes',
    series: 'Autumn Greensomes',
    daysAgo: 62,
    format: 'greensomes',
    terms: { scoring_basis: 'net', team_size: 2 },
    field: [0, 16],
    teams: { size: 2, names: [] },
    rounds: [{ groupSize: 4, method: 'random' }],
    afternoon: { cardsSeed: 48 },
    prizes: [{ type: 'Net Winner', category: '', position: 1, value_minor: 6000 }],
  },
  {
    name: 'Texas Scramble',
    daysAgo: 90,
    format: 'scramble',
    terms: { scoring_basis: 'net', team_size: 4, minimum_drives: 3 },
    field: [16, 32],
    teams: { size: 4, names: [], abcd: true },
    rounds: [{ groupSize: 4, method: 'random' }],
    afternoon: { cardsSeed: 76 },
  },
  {
    name: 'Saturday Skins',
    daysAgo: 146,
    format: 'skins',
    terms: { scoring_basis: 'net', skins_ties: 'carry_over', skins_last_hole_tie: 'split', skins_pot_minor: 16_000 },
    field: [32, 48],
    rounds: [{ groupSize: 4, method: 'random' }],
    afternoon: { cardsSeed: 104 },
  },
  {
    name: 'Winter Eclectic',
    series: 'Winter Eclectic',
    daysAgo: 314,
    format: 'eclectic',
    terms: { scoring_basis: 'net', played_as: 'stroke_play' },
    field: [0, 24],
    rounds: [
      { groupSize: 4, method: 'random' },
      { groupSize: 4, method: 'random', daysAgo: 286 },
      { groupSize: 4, method: 'random', daysAgo: 258 },
    ],
    afternoon: { cardsSeed: 314 },
    prizes: [
      { type: 'Net Winner', category: '', position: 1, value_minor: 5000 },
      { type: 'Net Runner-up', category: '', position: 2, value_minor: 2500 },
    ],
  },
  {
    name: 'Autumn Flighted Stableford',
    series: 'Autumn Flighted Stableford',
    daysAgo: 34,
    format: 'stableford',
    terms: {
      scoring_basis: 'net',
      flights: {
        method: 'index_bands',
        bands: [
          { name: 'Flight 1', from_index: -10, to_index: 14 },
          { name: 'Flight 2', from_index: 14.1, to_index: 22 },
          { name: 'Flight 3', from_index: 22.1, to_index: 54 },
        ],
      },
    },
    field: [24, 60],
    rounds: [{ groupSize: 4, method: 'random' }],
    afternoon: { cardsSeed: 34 },
    prizes: [
      { type: 'Net Winner', category: 'Flight 1', position: 1, value_minor: 3000 },
      { type: 'Net Winner', category: 'Flight 2', position: 1, value_minor: 3000 },
      { type: 'Net Winner', category: 'Flight 3', position: 1, value_minor: 3000 },
    ],
  },
  {
    name: 'Nassau Saturday',
    daysAgo: 90,
    format: 'press_repress',
    terms: { scoring_basis: 'net', handicap_allowance: 100 },
    field: [48, 56],
    rounds: [{ groupSize: 2, method: 'random' }],
  },
  {
    name: 'Peoria Open',
    daysAgo: 118,
    format: 'peoria',
    field: [56, 72],
    rounds: [{ groupSize: 4, method: 'random' }],
    prizes: [{ type: 'Net Winner', category: '', position: 1, value_minor: 4000 }],
  },
  {
    name: 'Summer Stableford',
    series: 'Summer Stableford',
    daysAgo: 146,
    format: 'stableford',
    terms: {
      scoring_basis: 'net',
      categories: [
        { name: 'Low', max_index: 14 },
        { name: 'High', min_index: 14.1 },
      ],
    },
    field: [72, 96],
    rounds: [{ groupSize: 4, method: 'random' }],
    prizes: [
      { type: 'Net Winner', category: 'Low', position: 1, value_minor: 4000 },
      { type: 'Net Winner', category: 'High', position: 1, value_minor: 4000 },
    ],
  },
  {
    name: 'Double Peoria Day',
    daysAgo: 174,
    format: 'double_peoria',
    field: [96, 112],
    rounds: [{ groupSize: 4, method: 'random' }],
  },
  {
    name: 'Club Ryder Cup',
    daysAgo: 202,
    format: 'ryder_cup',
    terms: { scoring_basis: 'net', handicap_allowance: 90 },
    field: [0, 16],
    teams: { size: 8, names: ["Captain's VIII", "Vice-Captain's VIII"], sides: true },
    rounds: [
      { groupSize: 4, method: 'team_pairing' },
      { groupSize: 2, method: 'team_pairing' },
    ],
  },
  {
    name: 'India Cup',
    daysAgo: 230,
    format: 'double_peoria_india',
    field: [16, 32],
    rounds: [{ groupSize: 4, method: 'random' }],
  },
  {
    name: "Visitors' Double Peoria",
    daysAgo: 258,
    format: 'double_peoria_without_index',
    field: [32, 48],
    rounds: [{ groupSize: 4, method: 'random' }],
  },
  {
    name: 'Spring Four-Ball Better Ball',
    daysAgo: 286,
    format: 'fourball',
    terms: { scoring_basis: 'net', handicap_allowance: 85, team_size: 2 },
    field: [48, 64],
    teams: { size: 2, names: [] },
    rounds: [{ groupSize: 4, method: 'random' }],
  },
  {
    name: 'Team Trophy',
    daysAgo: 314,
    format: 'team',
    terms: { scoring_basis: 'net', handicap_allowance: 85, team_size: 4, team_best_n: 2 },
    field: [64, 80],
    teams: { size: 4, names: ['Eagles', 'Albatrosses', 'Birdies', 'Condors'] },
    rounds: [{ groupSize: 4, method: 'random' }],
  },
];

/**
 * The series last season's events belong to, as the club describes them; the medals' running order of merit over a
 * rolling 12 months, each player's best 8 counting (decision 0133).
 */
const seriesTerms: Record<
  string,
  {
    description: string;
    default_format: TournamentFormat;
    merit_points?: number[];
    merit_best_n?: number;
    merit_period?: MeritPeriod;
  }
> = {
  'Monthly Medal': {
    description: "The club's stroke-play medal, played on the first Saturday of the month; counts for handicap.",
    default_format: 'stroke_play',
    merit_points: [50, 40, 35, 30, 25, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2],
    merit_best_n: 8,
    merit_period: 'rolling_12_months',
  },
  'Summer Stableford': {
    description: 'Played every summer on the club course; Stableford in two handicap categories.',
    default_format: 'stableford',
  },
  'Autumn Greensomes': {
    description: 'Greensomes in pairs: both drive, the side picks one ball and plays alternate shots.',
    default_format: 'greensomes',
  },
  'Winter Eclectic': {
    description:
      "Each player's best score on each hole over three winter rounds four weeks apart, net of one handicap.",
    default_format: 'eclectic',
  },
  'Autumn Flighted Stableford': {
    description: 'Stableford with the field in three flights by Handicap Index, each with its own results and prizes.',
    default_format: 'stableford',
  },
};

/** How many days ago an event's round was played: on its own day, else the day after the round before. */
function roundDaysAgo(event: PastEvent, index: number): number {
  return event.rounds[index]!.daysAgo ?? event.daysAgo - index;
}

/** How many days ago each round of last season was played: the golfers' other rounds keep off them (decision 0078). */
export const pastSeasonRoundDays = new Set(
  season.flatMap((event) => event.rounds.map((_round, index) => roundDaysAgo(event, index))),
);

const teamColours = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#ad1457', '#4e342e'];

/**
 * The club's last season: a completed tournament of every format, oldest first, played through the tournaments' use
 * cases (entered with handicaps worked out, drawn, each round started and completed) with full cards, then calculated
 * and published by the results' own use cases. Cards go straight into the
 * scores table as a finished round's would stand: the phones' one-by-one saving is live scoring's, and the live demo
 * round shows it. Publishing's mails to the entrants are marked sent on the day.
 */
export async function seedDemoPastSeason(
  tx: Database,
  golfCourseId: number,
  config: Pick<Config, 'publicUrl' | 'port'>,
) {
  const today = new Date();
  const [adminUser] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.fairway.golf'));
  const admin: Actor = { userId: adminUser!.id, golfCourseId, ip: null, roles: [Role.admin] };
  const tees = await demoTeeSets(tx, golfCourseId);
  const prizeTypeOf = new Map(
    (await tx.select({ id: prizeTypes.id, name: prizeTypes.name }).from(prizeTypes)).map((type) => [
      type.name,
      type.id,
    ]),
  );
  const golfers = await tx
    .select({ id: members.id, last: members.last_name })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(
      and(
        eq(golfCourseMembers.golf_course_id, golfCourseId),
        eq(golfCourseMembers.is_guest, false),
        // An index on the day of the season's first event, for a field scored net.
        exists(
          tx
            .select({ id: memberIndexes.id })
            .from(memberIndexes)
            .where(
              and(
                eq(memberIndexes.member_id, members.id),
                lte(memberIndexes.effective_on, daysBefore(today, Math.max(...season.map((event) => event.daysAgo)))),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(members.id));
  const seriesOf = async (name: string) => {
    const [found] = await tx
      .select({ id: tournamentMasters.id })
      .from(tournamentMasters)
      .where(and(eq(tournamentMasters.golf_course_id, golfCourseId), eq(tournamentMasters.name, name)));
    if (found) return found.id;
    const [made] = await tx
      .insert(tournamentMasters)
      .values({
        golf_course_id: golfCourseId,
        name,
        ...seriesTerms[name]!,
        created_by: admin.userId,
        updated_by: admin.userId,
      })
      .returning({ id: tournamentMasters.id });
    return made!.id;
  };
  const random = createSeededRandom(20251130);
  const [lastMail] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);

  // Oldest first; an afternoon's event after its day's morning one.
  const inOrder = [...season].sort(
    (first, second) =>
      second.daysAgo - first.daysAgo || Number(Boolean(first.afternoon)) - Number(Boolean(second.afternoon)),
  );
  for (const event of inOrder) {
    const day = daysBefore(today, event.daysAgo);
    const lastDay = daysBefore(today, roundDaysAgo(event, event.rounds.length - 1));
    const tournament = (await tournamentOf(
      tx,
      admin,
      await createTournament({
        tx,
        actor: admin,
        existing: null,
        input: {
          name: event.name,
          ...(event.series ? { tournament_master_id: await seriesOf(event.series) } : {}),
          start_date: day,
          end_date: lastDay,
          rounds_count: event.rounds.length,
          format: event.format,
          men_hole_category_id: tees.White,
          women_hole_category_id: tees.Red,
          entry_fee_minor: 1500,
          leaderboard_visibility: 'members',
          ...event.terms,
        },
      }),
    ))!;
    const field = golfers.slice(...event.field);
    const madeTeams = event.teams && !event.teams.abcd ? event.teams : null;
    const teamIds = madeTeams ? await seedTeams(tx, golfCourseId, tournament.id, madeTeams, field) : [];
    await enterGolfers(
      tx,
      admin,
      tournament,
      field.map((golfer, position) => ({
        memberId: golfer.id,
        paid: true,
        ...(madeTeams
          ? {
              teamId: madeTeams.sides ? teamIds[position % 2]! : teamIds[Math.floor(position / madeTeams.size)]!,
            }
          : {}),
      })),
      'member_ids',
    );
    if (event.teams?.abcd) await drawAbcdTeams(tx, admin, tournament.id, { seed: event.daysAgo });
    await changeTournamentStatus(tx, admin, tournament.id, 'open');
    const cardsRandom = event.afternoon ? createSeededRandom(event.afternoon.cardsSeed) : random;
    for (const [index, draw] of event.rounds.entries()) {
      const playDate = daysBefore(today, roundDaysAgo(event, index));
      // Made with the tournament, one a day from its first; a round of its own day moved to it, as its organiser would.
      const [round] = await tx
        .update(playerRounds)
        .set({ play_date: playDate })
        .where(and(eq(playerRounds.tournament_id, tournament.id), eq(playerRounds.round_number, index + 1)))
        .returning({ id: playerRounds.id });
      await drawRound(tx, admin, {
        player_round_id: round!.id,
        method: draw.method,
        group_size: draw.groupSize,
        start_type: 'tee_times',
        first_tee_time: event.afternoon ? '13:30' : '08:30',
        interval_minutes: 10,
        seed: event.daysAgo + index,
      });
      await changeRoundStatus(tx, admin, { player_round_id: round!.id, status: 'active' });
      await seedFullCards(tx, admin, golfCourseId, round!.id, new Date(`${playDate}T15:00:00Z`), cardsRandom);
      // Completed as the day left it: a round of a format that counts writes its players' score records from these
      // cards and revises their indexes, as completing it on the day does.
      await tx.update(playerRounds).set({ status: 'completed' }).where(eq(playerRounds.id, round!.id));
      await writeRoundScoreRecords(tx, admin, round!.id);
    }
    if (event.prizes) {
      await tx.insert(tournamentPrizes).values(
        event.prizes.map((prize) => ({
          golf_course_id: golfCourseId,
          tournament_id: tournament.id,
          prize_type_id: prizeTypeOf.get(prize.type)!,
          category: prize.category,
          position: prize.position,
          value_minor: prize.value_minor,
          description: 'Pro shop voucher',
        })),
      );
    }
    await calculateResults(tx, admin, tournament.id);
    await publishResults(tx, config, admin, tournament.id);
    const evening = new Date(`${lastDay}T18:30:00Z`);
    await tx
      .update(tournamentResults)
      .set({ calculated_at: evening, published_at: evening })
      .where(eq(tournamentResults.tournament_id, tournament.id));
    await tx
      .update(mailOutbox)
      .set({ status: 'sent', sent_at: evening, created_at: evening })
      .where(and(gt(mailOutbox.id, lastMail?.id ?? 0), eq(mailOutbox.status, 'queued')));
  }
}

/** The event's teams, made in the order of its field; a Ryder Cup's two sides A and B. */
async function seedTeams(
  tx: Database,
  golfCourseId: number,
  tournamentId: number,
  teams: NonNullable<PastEvent['teams']>,
  field: { id: number; last: string }[],
): Promise<number[]> {
  const count = teams.sides ? 2 : Math.ceil(field.length / teams.size);
  const made = await tx
    .insert(tournamentTeams)
    .values(
      Array.from({ length: count }, (_, index) => ({
        golf_course_id: golfCourseId,
        tournament_id: tournamentId,
        name: teams.names[index] ?? `${field[index * teams.size]!.last} & ${field[index * teams.size + 1]!.last}`,
        colour: teamColours[index % teamColours.length]!,
        side: teams.sides ? (index === 0 ? 'A' : 'B') : null,
      })),
    )
    .returning({ id: tournamentTeams.id });
  return made.map((team) => team.id);
}

/**
 * Every player of the round a full card, around their handicap, as the groups returned them on the day; a scramble
 * team's with the drive used on each hole.
 */
async function seedFullCards(
  tx: Database,
  admin: Actor,
  golfCourseId: number,
  roundId: number,
  enteredAt: Date,
  random: () => number,
) {
  const groups = await tx
    .select({ id: playerRoundGroups.id })
    .from(playerRoundGroups)
    .where(eq(playerRoundGroups.player_round_id, roundId))
    .orderBy(asc(playerRoundGroups.number));
  const scores: (typeof playerScores.$inferInsert)[] = [];
  for (const group of groups) {
    const card = await readGroupCard(tx, admin, group.id);
    for (const player of card.players) {
      card.holes.forEach((hole, index) => {
        // Net par, give or take: as many holes a stroke better as a stroke or two worse.
        const roll = random();
        const offset = roll < 0.22 ? -1 : roll < 0.7 ? 0 : roll < 0.92 ? 1 : 2;
        scores.push({
          golf_course_id: golfCourseId,
          player_round_id: roundId,
          member_id: player.member_id,
          hole_number: hole.hole_number,
          strokes: Math.max(2, hole.par + (player.strokes_received[index] ?? 0) + offset),
          // A scramble team's drives taken in turn: each player's used on four or five holes, over the minimum.
          drive_member_id: player.drives
            ? player.drives.players[(index + player.member_id) % player.drives.players.length]!.member_id
            : null,
          entered_by_user_id: admin.userId,
          entered_at: enteredAt,
          created_by: admin.userId,
          updated_by: admin.userId,
        });
      });
    }
  }
  await insertInBatches(tx, playerScores, scores);
}
