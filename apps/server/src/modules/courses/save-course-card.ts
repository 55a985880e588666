import type { courseCardInput, CourseCard } from '@fairway/contract';
import { courseCardProblems, type StrokeIndexField } from '@fairway/golf';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { type FieldErrors, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseHoles, holeCategories, holeDetails } from '../../db/schema/index.js';
import { courseOfClub } from './course-of-club.js';
import { getCourseCard } from './get-course-card.js';

type CardInput = z.output<typeof courseCardInput>;
type CardHole = CardInput['holes'][number];

const push = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message);

const wordsOf = { strokeIndex: 'Stroke index', strokeIndexLadies: "Ladies' stroke index" } as const;
const fieldOf = { strokeIndex: 'stroke_index', strokeIndexLadies: 'stroke_index_ladies' } as const;

/**
 * What is wrong with a card, keyed by the path of the request (`holes.6.stroke_index`) as every 400 of the API is, so
 * that a grid can mark the cell; the messages name holes by number. The rules are `courseCardProblems`'; the tee
 * sets of the distances are the club's.
 */
function cardErrors(holes: readonly CardHole[], holesCount: number, teeSetIds: ReadonlySet<number>): FieldErrors {
  const errors: FieldErrors = {};
  const problems = courseCardProblems({
    holeCount: holesCount,
    holes: holes.map((hole) => ({
      number: hole.number,
      strokeIndex: hole.stroke_index,
      strokeIndexLadies: hole.stroke_index_ladies ?? null,
    })),
  });
  holes.forEach((hole, position) => {
    const seenTeeSets = new Set<number>();
    (hole.distances ?? []).forEach((entry, index) => {
      const field = `holes.${position}.distances.${index}.hole_category_id`;
      if (!teeSetIds.has(entry.hole_category_id)) {
        push(errors, field, `Invalid pk "${entry.hole_category_id}" - object does not exist.`);
      } else if (seenTeeSets.has(entry.hole_category_id)) push(errors, field, 'This tee set is on the hole twice.');
      seenTeeSets.add(entry.hole_category_id);
    });
  });
  const outOfRange = (position: number, field: StrokeIndexField, number: number, maximum: number) =>
    push(
      errors,
      `holes.${position}.${fieldOf[field]}`,
      `On this course hole ${number}'s ${wordsOf[field].toLowerCase()} is 1 to ${maximum}.`,
    );
  for (const problem of problems) {
    if (problem.rule === 'hole_count') {
      push(errors, 'holes', `This course has ${problem.holeCount} holes; the card has ${problem.holes}.`);
    } else if (problem.rule === 'hole_not_on_course') {
      push(errors, `holes.${problem.position}.number`, `This course has ${holesCount} holes.`);
    } else if (problem.rule === 'hole_repeated') {
      push(errors, `holes.${problem.position}.number`, `Hole ${problem.number} is on the card twice.`);
    } else if (problem.rule === 'stroke_index_out_of_range') {
      const { position, field, number, maximum } = problem;
      outOfRange(position, field, number, maximum);
      // The card's answer has always said this twice on a hole without its own ladies' index, once per allocation.
      if (field === 'strokeIndex' && holes[position]!.stroke_index_ladies == null) {
        outOfRange(position, 'strokeIndexLadies', number, maximum);
      }
    } else if (problem.rule === 'stroke_index_repeated') {
      push(
        errors,
        `holes.${problem.position}.${fieldOf[problem.field]}`,
        `${wordsOf[problem.field]} ${problem.strokeIndex} is also on hole ${problem.otherHole}.`,
      );
    } else {
      const { field, firstHole, lastHole, strokeIndexes } = problem;
      push(
        errors,
        fieldOf[field],
        `Holes ${firstHole} to ${lastHole} lack ${wordsOf[field].toLowerCase()} ${strokeIndexes.join(', ')}.`,
      );
    }
  }
  return errors;
}

/**
 * Saves the club's whole card at once: every hole's number, name, par and stroke indexes, and the distances sent for
 * each tee set (in the club's distance unit), in one transaction: a card with one bad hole saves nothing. Holes are
 * matched by number; a hole the course has but the card does not (a number above the hole count) is left as it is.
 */
export async function saveCourseCard(db: Database, actor: Actor, input: CardInput): Promise<CourseCard> {
  const golfCourseId = actor.golfCourseId!;
  await db.transaction(async (tx) => {
    const { holesCount, distanceUnit } = await courseOfClub(tx, golfCourseId);
    const teeSets = await tx
      .select({ id: holeCategories.id })
      .from(holeCategories)
      .where(inClub(holeCategories, golfCourseId));
    const errors = cardErrors(input.holes, holesCount, new Set(teeSets.map((teeSet) => teeSet.id)));
    if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);

    const existing = await tx
      .select({ id: golfCourseHoles.id, number: golfCourseHoles.number })
      .from(golfCourseHoles)
      .where(inClub(golfCourseHoles, golfCourseId));
    const idOfNumber = new Map(existing.map((hole) => [hole.number, hole.id]));
    const details = await tx
      .select({ hole_id: holeDetails.hole_id, hole_category_id: holeDetails.hole_category_id })
      .from(holeDetails)
      .where(inClub(holeDetails, golfCourseId));
    const hasDetail = new Set(details.map((detail) => `${detail.hole_id} ${detail.hole_category_id}`));
    const changed = { updated_at: new Date(), updated_by: actor.userId };

    for (const hole of input.holes) {
      const figures = {
        name: hole.name ?? '',
        par: hole.par,
        stroke_index: hole.stroke_index,
        stroke_index_ladies: hole.stroke_index_ladies ?? null,
      };
      let holeId = idOfNumber.get(hole.number);
      if (holeId === undefined) {
        const [created] = await tx
          .insert(golfCourseHoles)
          .values({
            ...figures,
            number: hole.number,
            golf_course_id: golfCourseId,
            created_by: actor.userId,
            updated_by: actor.userId,
          })
          .returning({ id: golfCourseHoles.id });
        holeId = created!.id;
      } else {
        await tx
          .update(golfCourseHoles)
          .set({ ...figures, ...changed })
          .where(and(eq(golfCourseHoles.id, holeId), inClub(golfCourseHoles, golfCourseId)));
      }
      for (const { hole_category_id, distance } of hole.distances ?? []) {
        if (hasDetail.has(`${holeId} ${hole_category_id}`)) {
          await tx
            .update(holeDetails)
            .set({ distance, distance_unit: distanceUnit, ...changed })
            .where(
              and(
                eq(holeDetails.hole_id, holeId),
                eq(holeDetails.hole_category_id, hole_category_id),
                inClub(holeDetails, golfCourseId),
              ),
            );
        } else if (distance !== null) {
          await tx.insert(holeDetails).values({
            golf_course_id: golfCourseId,
            hole_id: holeId,
            hole_category_id,
            distance,
            distance_unit: distanceUnit,
            created_by: actor.userId,
            updated_by: actor.userId,
          });
        }
      }
    }
    await writeAudit(tx, actor, { action: 'update', entity: 'golf_course_holes_card', detail: { holes: input.holes } });
  });
  return getCourseCard(db, golfCourseId);
}
