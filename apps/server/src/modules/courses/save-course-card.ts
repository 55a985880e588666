import type { courseCardInput, CourseCard } from '@fairway/contract';
import { strokeIndexProblems } from '@fairway/golf';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { type FieldErrors, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseHoles, holeCategories, holeDetails } from '../../db/schema/index.js';
import { ladiesIndexOf } from './ladies-index-of.js';
import { courseOfClub } from './course-of-club.js';
import { getCourseCard } from './get-course-card.js';

type CardInput = z.output<typeof courseCardInput>;
type CardHole = CardInput['holes'][number];

const push = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message);

/**
 * What is wrong with a card, keyed by the path of the request (`holes.6.stroke_index`) as every 400 of the API is, so
 * that a grid can mark the cell; the messages name holes by number.
 */
function cardErrors(holes: readonly CardHole[], holesCount: number, teeSetIds: ReadonlySet<number>): FieldErrors {
  const errors: FieldErrors = {};
  if (holes.length !== holesCount) {
    push(errors, 'holes', `This course has ${holesCount} holes; the card has ${holes.length}.`);
  }
  const positionOf = new Map<number, number>();
  holes.forEach((hole, position) => {
    if (hole.number > holesCount) push(errors, `holes.${position}.number`, `This course has ${holesCount} holes.`);
    else if (positionOf.has(hole.number)) {
      push(errors, `holes.${position}.number`, `Hole ${hole.number} is on the card twice.`);
    } else positionOf.set(hole.number, position);
    const seenTeeSets = new Set<number>();
    (hole.distances ?? []).forEach((entry, index) => {
      const field = `holes.${position}.distances.${index}.hole_category_id`;
      if (!teeSetIds.has(entry.hole_category_id)) {
        push(errors, field, `Invalid pk "${entry.hole_category_id}" - object does not exist.`);
      } else if (seenTeeSets.has(entry.hole_category_id)) push(errors, field, 'This tee set is on the hole twice.');
      seenTeeSets.add(entry.hole_category_id);
    });
  });
  for (const [field, indexOf, words] of [
    ['stroke_index', (hole: CardHole) => hole.stroke_index, 'Stroke index'],
    [
      'stroke_index_ladies',
      (hole: CardHole) => ladiesIndexOf({ ...hole, stroke_index_ladies: hole.stroke_index_ladies ?? null }),
      "Ladies' stroke index",
    ],
  ] as const) {
    const problems = strokeIndexProblems(
      [...positionOf.entries()].map(([number, position]) => ({ number, strokeIndex: indexOf(holes[position]!) })),
      holesCount,
    );
    for (const { number, maximum } of problems.outOfRange) {
      push(
        errors,
        `holes.${positionOf.get(number)}.${field}`,
        `On this course hole ${number}'s ${words.toLowerCase()} is 1 to ${maximum}.`,
      );
    }
    // Both holes of a clash are marked, each naming the other: either may be the cell that was changed.
    for (const { number, strokeIndex, sameAs } of problems.clashes) {
      const pairs: [number, number][] = [
        [sameAs, number],
        [number, sameAs],
      ];
      for (const [hole, other] of pairs) {
        const position = positionOf.get(hole)!;
        const key = `holes.${position}.${field}`;
        const message = `${words} ${strokeIndex} is also on hole ${other}.`;
        // A hole without a ladies' index shares its own: its clash is said once, on stroke_index.
        const saidAlready = field === 'stroke_index_ladies' && holes[position]!.stroke_index_ladies == null;
        if (saidAlready && errors[`holes.${position}.stroke_index`]) continue;
        if (!errors[key]?.includes(message)) push(errors, key, message);
      }
    }
    const ownLadiesIndexes = holes.some((hole) => hole.stroke_index_ladies != null);
    if (field === 'stroke_index_ladies' && !ownLadiesIndexes) continue;
    if (problems.clashes.length === 0 && problems.outOfRange.length === 0 && holes.length === holesCount) {
      for (const { loop, strokeIndexes } of problems.missing) {
        push(
          errors,
          field,
          `Holes ${loop.firstHole} to ${loop.lastHole} lack ${words.toLowerCase()} ${strokeIndexes.join(', ')}.`,
        );
      }
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
