import { Role } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub, ofOwnGolfer } from '../../db/club-scope.js';
import { ballotEntries } from '../../db/schema/index.js';
import { openBallotOf } from './open-ballot-of.js';

/**
 * An entry of a ballot still taking entries, with its ballot: any of the club's for a club admin, the member's own
 * entry otherwise (another club's, or another member's, is not found). The ballot is held first and the entry locked
 * after, in the order the draw takes them, so that a change and the draw never wait on each other crosswise.
 */
export async function openBallotEntry(tx: Database, actor: Actor, entryId: number) {
  const isAdmin = actor.roles?.includes(Role.admin) ?? false;
  const entryOf = () =>
    tx
      .select()
      .from(ballotEntries)
      .where(
        and(
          inClub(ballotEntries, actor.golfCourseId!),
          eq(ballotEntries.id, entryId),
          isAdmin ? undefined : ofOwnGolfer(ballotEntries.member_id, actor.userId!),
        ),
      );
  const [found] = await entryOf();
  if (!found) throw new NotFoundError();
  const ballot = await openBallotOf(tx, found.golf_course_id, found.ballot_id);
  const [entry] = await entryOf().for('update');
  if (!entry) throw new NotFoundError();
  return { entry, ballot };
}
