import { entryHandicaps, fieldCategory } from '@fairway/golf';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { InvalidInputError } from '../../core/domain-errors.js';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  golfCourseHoles,
  golfCourseIndexes,
  holeCategories,
  memberIndexes,
  members,
  type tournaments,
} from '../../db/schema/index.js';
import { ageOn } from './age-on.js';

/**
 * The terms entries are worked out on: a tournament's, or an individual round's (its day, holes and nine, stroke play
 * on gross at 100 %, no categories and no tee set by gender, the golfer's tee set chosen).
 */
export type EntryTerms = Pick<
  typeof tournaments.$inferSelect,
  | 'golf_course_id'
  | 'start_date'
  | 'holes'
  | 'nine'
  | 'format'
  | 'scoring_basis'
  | 'handicap_allowance'
  | 'max_handicap'
  | 'categories'
  | 'men_hole_category_id'
  | 'women_hole_category_id'
>;

/** A golfer to work an entry out for, and the tee set chosen for them if not the tournament's for their gender. */
export type EntryGolfer = { memberId: number; holeCategoryId?: number | null };

/** An entry's snapshot: the golfer's index on the day, their tee set and its ratings, their handicaps and category. */
export type EntrySnapshot = {
  member_id: number;
  name: string;
  hole_category_id: number | null;
  handicap_index: number | null;
  course_rating: number | null;
  slope_rating: number | null;
  rated_par: number | null;
  course_handicap: number | null;
  playing_handicap: number | null;
  category: string;
};

/** Formats whose handicap is worked out after play (the Peoria family), or that a gross result alone decides. */
const peoriaFormats = new Set(['peoria', 'double_peoria', 'double_peoria_india', 'double_peoria_without_index']);

const genderWords = (gender: string | null) => (gender === 'F' ? 'women' : 'men');

/**
 * Works out the entries of golfers in a tournament or an individual round with `@fairway/golf`, the one place their
 * handicaps are worked out: each golfer's Handicap Index in force on the first day, the tee set they play (the one chosen, or the tournament's for their gender), that tee set's ratings for
 * their gender in force on that day (a 9-hole event: the nine's), the course and playing handicaps (the tournament's
 * allowance and maximum) and the category. Refuses, naming the golfer under `field`, a golfer with no tee set or no
 * rating to play from, or without an index in a competition scored net.
 */
export async function workOutEntries(
  db: Database,
  tournament: EntryTerms,
  golfers: readonly EntryGolfer[],
  field: string,
): Promise<EntrySnapshot[]> {
  if (golfers.length === 0) return [];
  const day = tournament.start_date;
  const memberIds = golfers.map((golfer) => golfer.memberId);
  // Read together: the driver sends each statement as the one before it ends, without waiting for this code's turn.
  const [people, indexes, ratings, teeSets] = await Promise.all([
    db
      .select({
        id: members.id,
        name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
        gender: members.gender,
        date_of_birth: members.date_of_birth,
      })
      .from(members)
      .where(amongIds(members.id, memberIds)),
    db
      .selectDistinctOn([memberIndexes.member_id], {
        member_id: memberIndexes.member_id,
        handicap_index: memberIndexes.handicap_index,
      })
      .from(memberIndexes)
      .where(and(amongIds(memberIndexes.member_id, memberIds), lte(memberIndexes.effective_on, day)))
      .orderBy(memberIndexes.member_id, desc(memberIndexes.effective_on)),
    db
      .selectDistinctOn([golfCourseIndexes.hole_category_id, golfCourseIndexes.gender], {
        hole_category_id: golfCourseIndexes.hole_category_id,
        tee_set: holeCategories.name,
        gender: golfCourseIndexes.gender,
        course_rating: golfCourseIndexes.course_rating,
        slope_rating: golfCourseIndexes.slope_rating,
        par: golfCourseIndexes.par,
        front_course_rating: golfCourseIndexes.front_course_rating,
        front_slope_rating: golfCourseIndexes.front_slope_rating,
        back_course_rating: golfCourseIndexes.back_course_rating,
        back_slope_rating: golfCourseIndexes.back_slope_rating,
      })
      .from(golfCourseIndexes)
      .innerJoin(holeCategories, eq(holeCategories.id, golfCourseIndexes.hole_category_id))
      .where(and(inClub(golfCourseIndexes, tournament.golf_course_id), lte(golfCourseIndexes.effective_from, day)))
      .orderBy(golfCourseIndexes.hole_category_id, golfCourseIndexes.gender, desc(golfCourseIndexes.effective_from)),
    db
      .select({ id: holeCategories.id, name: holeCategories.name })
      .from(holeCategories)
      .where(inClub(holeCategories, tournament.golf_course_id)),
  ]);
  const personOf = new Map(people.map((person) => [person.id, person]));
  const indexOf = new Map(indexes.map((row) => [row.member_id, row.handicap_index as number | null]));
  const ratingOf = new Map(ratings.map((rating) => [`${rating.hole_category_id} ${rating.gender}`, rating]));
  const teeSetName = new Map(teeSets.map((teeSet) => [teeSet.id, teeSet.name]));
  const ninePar = tournament.holes === 9 ? await parOfNine(db, tournament) : null;
  const netScored = tournament.scoring_basis !== 'gross' && !peoriaFormats.has(tournament.format);

  const problems: string[] = [];
  const snapshots = golfers.map((golfer): EntrySnapshot | null => {
    const person = personOf.get(golfer.memberId);
    if (!person) {
      problems.push(`Invalid pk "${golfer.memberId}" - object does not exist.`);
      return null;
    }
    const gender = person.gender === 'F' ? 'F' : 'M';
    const teeSetId =
      golfer.holeCategoryId ??
      (gender === 'F' ? tournament.women_hole_category_id : tournament.men_hole_category_id) ??
      null;
    if (teeSetId === null) {
      problems.push(
        `${person.name}: the tournament has no tee set for ${genderWords(gender)}; set one, or choose one for the golfer.`,
      );
      return null;
    }
    const rating = ratingOf.get(`${teeSetId} ${gender}`);
    const nine = tournament.nine === 'back' ? 'back' : 'front';
    const courseRating =
      tournament.holes === 9 ? (rating?.[`${nine}_course_rating`] ?? null) : (rating?.course_rating ?? null);
    const slopeRating =
      tournament.holes === 9 ? (rating?.[`${nine}_slope_rating`] ?? null) : (rating?.slope_rating ?? null);
    const par = tournament.holes === 9 ? ninePar : (rating?.par ?? null);
    if (courseRating === null || slopeRating === null || par === null) {
      const teeSet = teeSetName.get(teeSetId) ?? `#${teeSetId}`;
      const what = tournament.holes === 9 ? `${nine} nine rating` : 'rating';
      problems.push(
        `${person.name}: the tee set ${teeSet} has no ${what} for ${genderWords(gender)} in force on ${day}.`,
      );
      return null;
    }
    const handicapIndex = indexOf.get(golfer.memberId) ?? null;
    if (handicapIndex === null && netScored) {
      problems.push(`${person.name} has no Handicap Index: a competition scored net needs one.`);
      return null;
    }
    const handicaps =
      handicapIndex === null
        ? null
        : entryHandicaps({
            handicapIndex,
            courseRating,
            slopeRating,
            par,
            holes: tournament.holes === 9 ? 9 : 18,
            allowancePercent: tournament.handicap_allowance,
            maximumPlayingHandicap: tournament.max_handicap,
          });
    return {
      member_id: golfer.memberId,
      name: person.name,
      hole_category_id: teeSetId,
      handicap_index: handicapIndex,
      course_rating: courseRating,
      slope_rating: slopeRating,
      rated_par: par,
      course_handicap: handicaps?.courseHandicap ?? null,
      playing_handicap: handicaps?.playingHandicap ?? null,
      category: fieldCategory({
        categories: tournament.categories,
        gender,
        handicapIndex,
        age: ageOn(person.date_of_birth, day),
      }),
    };
  });
  if (problems.length > 0) throw new InvalidInputError({ [field]: [problems[0]!] });
  return snapshots as EntrySnapshot[];
}

/** The par of the nine a 9-hole tournament plays: holes 1-9, or 10-18 for the back nine. */
async function parOfNine(db: Database, tournament: EntryTerms): Promise<number | null> {
  const [first, last] = tournament.nine === 'back' ? [10, 18] : [1, 9];
  const [row] = await db
    .select({ par: sql<number | null>`sum(${golfCourseHoles.par})::int`, holes: sql<number>`count(*)::int` })
    .from(golfCourseHoles)
    .where(
      and(
        inClub(golfCourseHoles, tournament.golf_course_id),
        sql`${golfCourseHoles.number} between ${first} and ${last}`,
      ),
    );
  return row && row.holes === 9 ? row.par : null;
}
