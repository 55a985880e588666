import { playerRoundSectionInput, playerRoundSectionRecord, Role } from '@fairway/contract';
import { and, inArray } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseHoles, playerRoundSections } from '../../db/schema/index.js';
import type { Change, Resource } from '../../http/resource.js';

/** A section's holes are the club's own, each once. */
async function checkSectionHoles({ tx, input, actor }: Change): Promise<FieldErrors | null> {
  const holeIds = input.hole_ids as number[] | undefined;
  if (!holeIds) return null;
  const found = await tx
    .select({ id: golfCourseHoles.id, number: golfCourseHoles.number })
    .from(golfCourseHoles)
    .where(and(inArray(golfCourseHoles.id, holeIds), inClub(golfCourseHoles, actor.golfCourseId!)));
  const numberOf = new Map(found.map((hole) => [hole.id, hole.number]));
  const unknown = holeIds.find((id) => !numberOf.has(id));
  if (unknown !== undefined) return { hole_ids: [`Invalid pk "${unknown}" - object does not exist.`] };
  const repeated = holeIds.find((id, index) => holeIds.indexOf(id) !== index);
  if (repeated !== undefined) return { hole_ids: [`Hole ${numberOf.get(repeated)} is in the section twice.`] };
  return null;
}

/** Which holes a round plays, in order: every role of the club reads them, its admins keep them. */
export const playerRoundSectionResource: Resource = {
  name: 'player_round_section',
  thing: 'section',
  area: 'courses',
  table: playerRoundSections,
  scope: 'golf_course',
  list: {
    search: [playerRoundSections.name],
    ordering: { id: playerRoundSections.id, name: playerRoundSections.name },
    defaultOrdering: 'id',
    filters: {},
  },
  validate: checkSectionHoles,
  record: playerRoundSectionRecord,
  input: playerRoundSectionInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
