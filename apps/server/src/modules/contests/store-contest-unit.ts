import { eq } from 'drizzle-orm';
import type { RecordChange } from '../../core/record-change.js';
import { golfCourses } from '../../db/schema/index.js';

/**
 * A contest is measured in the club's unit, the pin at a club of yards in feet and inches (as golfers call a putt's
 * length), set from its kind whenever the kind is written.
 */
export async function storeContestUnit({ tx, input, existing, actor }: RecordChange): Promise<Record<string, unknown>> {
  const kind = (input.kind ?? existing?.kind) as string;
  if (input.kind === undefined && existing) return input;
  const [club] = await tx
    .select({ unit: golfCourses.distance_unit })
    .from(golfCourses)
    .where(eq(golfCourses.id, actor.golfCourseId!));
  const clubUnit = club?.unit ?? 'yards';
  const unit = kind === 'nearest_to_pin' && clubUnit === 'yards' ? 'feet_and_inches' : clubUnit;
  return { ...input, unit };
}
