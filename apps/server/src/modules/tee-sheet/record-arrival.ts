import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { bookingPlayers } from '../../db/schema/index.js';
import { announceTeeSheetChange } from './announce-tee-sheet-change.js';
import { clubNow } from '../../core/club-dates.js';

/** What the pro shop records of a player on the day: arrived (checked in), or did not turn up (a no-show). */
export type Arrival = 'check_in' | 'no_show';

/**
 * A club admin checks a player of a standing booking in, or records them as a no-show, with who and when; the answer
 * is the booking's id. A no-show counts toward the club's no-show rule, so it is recorded on the tee time's day or
 * after, never before; a player is one or the other, and a place to be confirmed neither. Another club's player is
 * not found.
 */
export async function recordArrival(
  db: Database,
  actor: Actor,
  bookingPlayerId: number,
  arrival: Arrival,
): Promise<number> {
  const golfCourseId = actor.golfCourseId!;
  return db.transaction(async (tx) => {
    const [player] = await tx
      .select()
      .from(bookingPlayers)
      .where(and(inClub(bookingPlayers, golfCourseId), eq(bookingPlayers.id, bookingPlayerId)))
      .for('update');
    if (!player) throw new NotFoundError();
    if (!player.active) throw new ConflictError('This booking is cancelled.');
    if (player.kind === 'tbc') throw new ConflictError('This place is still to be confirmed: name its player first.');
    if (arrival === 'check_in' && player.no_show_at) throw new ConflictError('This player is recorded as a no-show.');
    if (arrival === 'no_show' && player.checked_in_at) throw new ConflictError('This player has checked in.');
    if (arrival === 'no_show' && player.date > (await clubNow(tx, golfCourseId)).today)
      throw new ConflictError(`A no-show is recorded on the day of the tee time, ${player.date}, or after.`);
    const now = new Date();
    await tx
      .update(bookingPlayers)
      .set({
        ...(arrival === 'check_in'
          ? { checked_in_at: now, checked_in_by: actor.userId }
          : { no_show_at: now, no_show_by: actor.userId }),
        updated_at: now,
        updated_by: actor.userId,
      })
      .where(eq(bookingPlayers.id, player.id));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'booking_players',
      entityId: player.id,
      detail: { arrival },
    });
    await announceTeeSheetChange(tx, golfCourseId, player.date);
    return player.booking_id;
  });
}
