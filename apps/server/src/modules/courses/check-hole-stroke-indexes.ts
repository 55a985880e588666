import { strokeIndexProblems } from '@fairway/golf';
import { and, ne } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseHoles } from '../../db/schema/index.js';

/** A hole's numbers as the stroke index check reads them. */
export type HoleIndexes = { number: number; stroke_index: number; stroke_index_ladies: number | null };

/** The ladies' allocation: a hole's ladies' index where it has one, else its own. */
const ladiesIndexOf = (hole: HoleIndexes) => hole.stroke_index_ladies ?? hole.stroke_index;

/**
 * The field errors of one hole's stroke indexes against the club's other holes: an index another hole of its 18 (or
 * lone nine) already has names that hole; an index its loop does not reach (12 on a 9-hole course) says the range.
 * Indexes still missing are not an error here, as a course is entered a hole at a time; the whole card must have
 * them all.
 */
export async function checkHoleStrokeIndexes(
  tx: Database,
  golfCourseId: number,
  holesCount: number,
  hole: HoleIndexes & { id: number | null },
): Promise<FieldErrors> {
  const others = await tx
    .select({
      number: golfCourseHoles.number,
      stroke_index: golfCourseHoles.stroke_index,
      stroke_index_ladies: golfCourseHoles.stroke_index_ladies,
    })
    .from(golfCourseHoles)
    .where(and(inClub(golfCourseHoles, golfCourseId), hole.id === null ? undefined : ne(golfCourseHoles.id, hole.id)));
  const errors: FieldErrors = {};
  for (const [field, indexOf, words] of [
    ['stroke_index', (each: HoleIndexes) => each.stroke_index, 'Stroke index'],
    ['stroke_index_ladies', ladiesIndexOf, "Ladies' stroke index"],
  ] as const) {
    // A hole without a ladies' index shares its own: its clash is said once, on stroke_index.
    if (field === 'stroke_index_ladies' && hole.stroke_index_ladies === null && errors.stroke_index) continue;
    const problems = strokeIndexProblems(
      [...others, hole].map((each) => ({ number: each.number, strokeIndex: indexOf(each) })),
      holesCount,
    );
    const outOfRange = problems.outOfRange.find((problem) => problem.number === hole.number);
    const clash = problems.clashes.find((problem) => problem.number === hole.number || problem.sameAs === hole.number);
    if (outOfRange) {
      errors[field] = [`On a course of ${holesCount} holes this hole's stroke index is 1 to ${outOfRange.maximum}.`];
    } else if (clash) {
      const otherHole = clash.number === hole.number ? clash.sameAs : clash.number;
      errors[field] = [`${words} ${clash.strokeIndex} is also on hole ${otherHole}.`];
    }
  }
  return errors;
}
