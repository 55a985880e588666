import { and, inArray } from 'drizzle-orm';
import type { FieldErrors } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import { newsTags } from '../../db/schema/index.js';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { isClubUpload } from './is-club-upload.js';

/** Where an article may go from each status: draft -> published -> archived, and back a step. */
const nextStatuses: Record<string, readonly string[]> = {
  draft: ['draft', 'published'],
  published: ['published', 'draft', 'archived'],
  archived: ['archived', 'published'],
};

/**
 * An article's change, before it is stored: its status moves one step of draft -> published -> archived (or back
 * one), its cover is one of the club's images, and its tags are the club's.
 */
export async function checkArticle(
  tx: Database,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  const from = (existing?.status as string | undefined) ?? 'draft';
  const to = (input.status as string | undefined) ?? from;
  if (!nextStatuses[from]!.includes(to))
    errors.status = [`An article goes from draft to published to archived: a ${from} article cannot become ${to}.`];
  const coverId = input.cover_image_id as number | null | undefined;
  if (coverId != null && !(await isClubUpload(tx, actor, coverId)))
    errors.cover_image_id = [`Invalid pk "${coverId}" - object does not exist.`];
  const tagIds = [...new Set((input.tag_ids as number[] | undefined) ?? [])];
  if (tagIds.length > 0) {
    const found = await tx
      .select({ id: newsTags.id })
      .from(newsTags)
      .where(and(inArray(newsTags.id, tagIds), inClub(newsTags, actor.golfCourseId!)));
    const missing = tagIds.filter((id) => !found.some((tag) => tag.id === id));
    if (missing.length > 0) errors.tag_ids = missing.map((id) => `Invalid pk "${id}" - object does not exist.`);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
