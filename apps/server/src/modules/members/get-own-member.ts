import { eq, getTableColumns } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { members } from '../../db/schema/index.js';

/** The golfer record of a signed-in user, with their personal data; a user who is no golfer has none (404). */
export async function getOwnMember(db: Database, userId: number) {
  const [own] = await db.select(getTableColumns(members)).from(members).where(eq(members.user_id, userId));
  if (!own) throw new NotFoundError();
  return own;
}
