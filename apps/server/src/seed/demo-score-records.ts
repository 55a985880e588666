import {
  adjustedGrossScore,
  courseHandicap,
  createSeededRandom,
  entryHandicaps,
  grossScoreForDifferential,
  type Hole,
  scoreDifferential,
  unroundedScoreDifferential,
} from '@fairway/golf';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  golfCourseIndexes,
  golfCourseMembers,
  golfCourses,
  memberIndexes,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  playerScores,
  scoreRecords,
  users,
} from '../db/schema/index.js';
import { roundCardHoles } from '../modules/courses/index.js';
import { handicapRevisions, reviseHandicapIndexes } from '../modules/handicaps/index.js';
import { playerHoles } from '../modules/courses/index.js';
import { pastSeasonRoundDays } from './demo-past-season.js';
import { demoTeeSets } from './demo-tee-sets.js';
import { insertInBatches } from './insert-in-batches.js';

const DAY = 86_400_000;
/** Two years of golf: the oldest round this many days ago, the golfer's index from their federation before it. */
const HISTORY_DAYS = 728;

/** A golfer's story over the two years: steady, or one of the few whose index the caps or an exceptional score hold. */
type Story = 'steady' | 'exceptional' | 'soft_cap' | 'hard_cap';

/** Every how many golfers (by position) a story other than steady is told, and at which position of that cycle. */
const storyCycle = 30;
const storyAt: Record<number, Story> = { 7: 'exceptional', 13: 'soft_cap', 21: 'hard_cap', 27: 'exceptional' };
/** How far a golfer's game goes off in the last months of a capped story: past the soft cap's 3.0, past the hard 5.0. */
const worseBy = { soft_cap: 5, hard_cap: 11 } as const;

type Rating = {
  course: number;
  slope: number;
  par: number;
  front: [number, number] | null;
  back: [number, number] | null;
};

/**
 * Every golfer of the demo club gets 20-40 score records over the last two years (decision 0078): rounds on the demo
 * course's tee sets (some of them nines, out or in) scored hole by hole by a seeded random generator around the
 * golfer's planned index history, adjusted (net double bogey from the index in force that day) and differenced with
 * `@fairway/golf`, stored with their cards. A golfer who signs in to Fairway recorded their rounds on it: theirs are
 * individual rounds, each with its round, its group of one and its scores, listed on their Individual Rounds; the
 * other golfers' rounds came in from the federation, imported with their cards. The planned history gives way to its federation
 * starting point two years back and the calculated revisions of the records (`reviseHandicapIndexes`, the handicaps'
 * own walk). A few golfers' last months go off far enough for the soft or the hard cap to hold their index, and a few
 * play one exceptional round. Inserted a few dozen records a statement, revised a few dozen golfers at a time.
 */
export async function seedDemoScoreRecords(tx: Database, golfCourseId: number) {
  const random = createSeededRandom(20_261_127);
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const dayOf = (daysAgo: number) => new Date(today - daysAgo * DAY).toISOString().slice(0, 10);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const normal = (mean: number, spread: number) => mean + ((random() + random() + random()) / 3 - 0.5) * spread * 3.4;

  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.fairway.golf'));
  const [club] = await tx.select({ name: golfCourses.name }).from(golfCourses).where(eq(golfCourses.id, golfCourseId));
  const tees = await demoTeeSets(tx, golfCourseId);
  const teeNames = new Map(Object.entries(tees).map(([name, id]) => [id, name]));
  const ratings = new Map<string, Rating>(
    (await tx.select().from(golfCourseIndexes).where(eq(golfCourseIndexes.golf_course_id, golfCourseId))).map(
      (rating) => [
        `${rating.hole_category_id}:${rating.gender}`,
        {
          course: rating.course_rating,
          slope: rating.slope_rating,
          par: rating.par,
          front:
            rating.front_course_rating === null || rating.front_slope_rating === null
              ? null
              : [rating.front_course_rating, rating.front_slope_rating],
          back:
            rating.back_course_rating === null || rating.back_slope_rating === null
              ? null
              : [rating.back_course_rating, rating.back_slope_rating],
        },
      ],
    ),
  );
  const cardHoles = await roundCardHoles(tx, golfCourseId, { sectionId: null, holes: 18, nine: null });
  const golfers = await tx
    .select({ id: members.id, gender: members.gender, userId: members.user_id })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(eq(golfCourseMembers.golf_course_id, golfCourseId))
    .orderBy(asc(members.id));
  const ids = golfers.map((golfer) => golfer.id);
  const planned = await tx
    .select({
      memberId: memberIndexes.member_id,
      effectiveOn: memberIndexes.effective_on,
      handicapIndex: memberIndexes.handicap_index,
    })
    .from(memberIndexes)
    .where(inArray(memberIndexes.member_id, ids))
    .orderBy(asc(memberIndexes.member_id), asc(memberIndexes.effective_on));
  const plannedOf = new Map<number, { effectiveOn: string; handicapIndex: number }[]>();
  for (const entry of planned) plannedOf.set(entry.memberId, [...(plannedOf.get(entry.memberId) ?? []), entry]);

  const startOn = dayOf(HISTORY_DAYS + 7);
  const records: (typeof scoreRecords.$inferInsert)[] = [];
  const ownRounds: {
    record: typeof scoreRecords.$inferInsert & { hole_strokes: number[] };
    userId: number;
    nine: 'front' | 'back' | null;
    holeNumbers: number[];
    playingHandicap: number;
  }[] = [];
  const federationEntries: (typeof memberIndexes.$inferInsert)[] = [];
  for (const [position, golfer] of golfers.entries()) {
    // A golfer's rounds take a few milliseconds to make; the server answers `/healthz` between two golfers.
    await nextTurn();
    const plan = plannedOf.get(golfer.id) ?? [{ effectiveOn: startOn, handicapIndex: 18 }];
    const gender = golfer.gender === 'F' ? 'F' : 'M';
    const story: Story = storyAt[position % storyCycle] ?? 'steady';
    const startIndex = plan[0]!.handicapIndex;
    federationEntries.push({
      member_id: golfer.id,
      effective_on: startOn,
      handicap_index: startIndex,
      source: 'federation',
      note: 'Handicap Index from the federation on joining Fairway',
    });
    // The golfer's game on a day: their planned index then (the first one before it), worse in a capped story's end.
    const abilityOn = (daysAgo: number) => {
      const day = dayOf(daysAgo);
      const base = plan.findLast((entry) => entry.effectiveOn <= day)?.handicapIndex ?? startIndex;
      return story === 'soft_cap' || story === 'hard_cap' ? base + (daysAgo <= 190 ? worseBy[story] : 0) : base;
    };
    // One round a day, and none on a day of last season's events: an entry takes the index in force before its day.
    const days = new Set<number>();
    const add = (daysAgo: number) => {
      if (!pastSeasonRoundDays.has(daysAgo)) days.add(daysAgo);
    };
    if (story === 'soft_cap' || story === 'hard_cap') {
      // Twenty rounds of their old game, then twenty of the new: the latest 20 are all the new game's.
      while (days.size < 20) add(between(260, HISTORY_DAYS));
      while (days.size < 40) add(between(1, 190));
    } else {
      const rounds = between(20, 40);
      while (days.size < rounds) add(between(1, HISTORY_DAYS));
    }
    const played = [...days].sort((first, second) => second - first);
    const exceptionalRound = story === 'exceptional' ? played[played.length - between(2, 8)] : undefined;
    const own: Parameters<typeof handicapRevisions>[0][number][] = [];
    let inForce = startIndex;
    let nineOut = true;
    for (const daysAgo of played) {
      const ability = Math.min(50, abilityOn(daysAgo));
      const teeSet =
        gender === 'M'
          ? ability < 6 && random() < 0.6
            ? tees.Blue
            : ability > 28 && random() < 0.4
              ? tees.Red
              : tees.White
          : ability < 12 && random() < 0.4
            ? tees.White
            : tees.Red;
      const rating = ratings.get(`${teeSet}:${gender}`)!;
      const nineHoles = rating.front !== null && rating.back !== null && random() < 0.12;
      const holes: 9 | 18 = nineHoles ? 9 : 18;
      let card: Hole[] = playerHoles(cardHoles, teeSet, gender);
      let holeNumbers = cardHoles.map((hole) => hole.number);
      const nine = nineHoles ? (nineOut ? 'front' : 'back') : null;
      let [courseRating, slopeRating, par] = [rating.course, rating.slope, rating.par];
      if (nineHoles) {
        card = nineOut ? card.slice(0, 9) : card.slice(9);
        holeNumbers = nineOut ? holeNumbers.slice(0, 9) : holeNumbers.slice(9);
        [courseRating, slopeRating] = nineOut ? rating.front! : rating.back!;
        par = card.reduce((sum, hole) => sum + hole.par, 0);
        nineOut = !nineOut;
      }
      // A differential around the golfer's game: most a few strokes above it (the index averages the best 8 of 20).
      const differential =
        daysAgo === exceptionalRound
          ? inForce - (random() < 0.5 ? 8.5 : 10.5)
          : ability + 2.4 + Math.abs(normal(0, 2.6)) - 1.2 + normal(0, 1.4);
      const target = Math.round(grossScoreForDifferential({ differential, courseRating, slopeRating, holes }));
      const strokes = cardAround(card, target, random);
      const unroundedCourseHandicap = courseHandicap({
        handicapIndex: inForce,
        slopeRating,
        courseRating,
        par,
        holes,
      });
      const terms = {
        adjustedGrossScore: adjustedGrossScore({ holes: card, strokes, courseHandicap: unroundedCourseHandicap }),
        courseRating,
        slopeRating,
        pcc: 0,
      };
      const handicaps = entryHandicaps({
        handicapIndex: inForce,
        courseRating,
        slopeRating,
        par,
        holes,
        allowancePercent: 100,
      });
      const record = {
        golf_course_id: golfCourseId,
        member_id: golfer.id,
        player_round_id: null as number | null,
        source: golfer.userId === null ? ('imported' as const) : ('individual_round' as const),
        played_on: dayOf(daysAgo),
        course_name: club!.name,
        hole_category_id: teeSet,
        tee_name: teeNames.get(teeSet) ?? '',
        holes,
        course_rating: courseRating,
        slope_rating: slopeRating,
        par,
        course_handicap: handicaps.courseHandicap,
        gross_score: strokes.reduce((sum, stroke) => sum + stroke, 0),
        adjusted_gross_score: terms.adjustedGrossScore,
        holes_estimated: 0,
        pcc: 0,
        score_differential: scoreDifferential(terms),
        unrounded_differential: unroundedScoreDifferential(terms),
        hole_pars: card.map((hole) => hole.par),
        hole_strokes: strokes,
        created_by: admin!.id,
        updated_by: admin!.id,
      };
      records.push(record);
      if (record.source === 'individual_round') {
        ownRounds.push({
          record,
          userId: golfer.userId!,
          nine,
          holeNumbers,
          playingHandicap: handicaps.playingHandicap,
        });
      }
      // The index in force for the golfer's next round: the revisions of their records so far.
      own.push({
        id: own.length + 1,
        playedOn: record.played_on,
        holes,
        scoreDifferential: record.score_differential,
        unroundedDifferential: record.unrounded_differential,
        terms,
      });
      inForce =
        handicapRevisions(own, [{ effectiveOn: startOn, handicapIndex: startIndex }]).entries.at(-1)?.handicapIndex ??
        startIndex;
    }
  }

  await tx.delete(memberIndexes).where(inArray(memberIndexes.member_id, ids));
  await insertInBatches(tx, memberIndexes, federationEntries);
  for (const { record, userId, nine, holeNumbers, playingHandicap } of ownRounds) {
    record.player_round_id = await seedIndividualRound(tx, { record, userId, nine, holeNumbers, playingHandicap });
  }
  await insertInBatches(tx, scoreRecords, records);
  for (let start = 0; start < ids.length; start += 25) {
    await reviseHandicapIndexes(tx, ids.slice(start, start + 25), admin!.id);
  }
}

/**
 * The golfer's own round a record was scored on, completed as the golfer's phone left it (as `startIndividualRound`
 * makes one: a group of one, its course and playing handicap at 100 %): its id.
 */
async function seedIndividualRound(
  tx: Database,
  round: {
    record: typeof scoreRecords.$inferInsert & { hole_strokes: number[] };
    userId: number;
    nine: 'front' | 'back' | null;
    holeNumbers: number[];
    playingHandicap: number;
  },
): Promise<number> {
  const { record, userId, nine, holeNumbers, playingHandicap } = round;
  const made = { golf_course_id: record.golf_course_id, created_by: userId, updated_by: userId };
  const [playerRound] = await tx
    .insert(playerRounds)
    .values({
      ...made,
      play_date: record.played_on,
      status: 'completed',
      member_id: record.member_id,
      hole_category_id: record.hole_category_id,
      holes: record.holes,
      nine,
      course_handicap: record.course_handicap,
      playing_handicap: playingHandicap,
    })
    .returning({ id: playerRounds.id });
  const [group] = await tx
    .insert(playerRoundGroups)
    .values({ ...made, player_round_id: playerRound!.id, number: 1 })
    .returning({ id: playerRoundGroups.id });
  await tx.insert(playerRoundGroupMembers).values({
    ...made,
    player_round_id: playerRound!.id,
    player_round_group_id: group!.id,
    member_id: record.member_id,
  });
  await tx.insert(playerScores).values(
    record.hole_strokes.map((strokes, index) => ({
      ...made,
      player_round_id: playerRound!.id,
      member_id: record.member_id,
      hole_number: holeNumbers[index]!,
      strokes,
      entered_by_user_id: userId,
    })),
  );
  return playerRound!.id;
}

/**
 * A card of `target` strokes on `card`: the strokes over par spread by stroke index (as a handicap is), then holes a
 * stroke or two better or worse at random, evened out again at random holes, never below two strokes on a hole.
 */
function cardAround(card: Hole[], target: number, random: () => number): number[] {
  const rank = new Map(
    [...card]
      .map((hole, index) => ({ index, strokeIndex: hole.strokeIndex }))
      .sort((first, second) => first.strokeIndex - second.strokeIndex)
      .map((hole, order) => [hole.index, order]),
  );
  const par = card.reduce((sum, hole) => sum + hole.par, 0);
  const over = target - par;
  const strokes = card.map((hole, index) => {
    const order = rank.get(index)!;
    const base = Math.floor(over / card.length) + (order < ((over % card.length) + card.length) % card.length ? 1 : 0);
    const roll = random();
    const swing = roll < 0.2 ? -1 : roll < 0.72 ? 0 : roll < 0.92 ? 1 : 2;
    return Math.max(2, hole.par + base + swing);
  });
  let total = strokes.reduce((sum, stroke) => sum + stroke, 0);
  for (let guard = 0; total !== target && guard < 500; guard += 1) {
    const index = Math.floor(random() * strokes.length);
    if (total > target && strokes[index]! > 2) {
      strokes[index]! -= 1;
      total -= 1;
    } else if (total < target) {
      strokes[index]! += 1;
      total += 1;
    }
  }
  return strokes;
}
