import type { Database } from '../../db/client.js';
import { memberPlayingRefusal } from './member-playing-refusal.js';
import { membersPlayingOn } from './members-playing-on.js';

/**
 * A member already playing at a time (on either tee, in another booking than `bookingId`) cannot be booked again:
 * 409 naming them. The players' unique index holds it under a race (decision 0107).
 */
export async function refuseMembersPlaying(
  db: Database,
  golfCourseId: number,
  teeTime: { date: string; time: string; bookingId?: number },
  memberIds: number[],
): Promise<void> {
  const players = memberIds.map((memberId) => ({ golfCourseId, date: teeTime.date, memberId }));
  const playing = (await membersPlayingOn(db, players)).find(
    (place) => place.time === teeTime.time && place.bookingId !== teeTime.bookingId,
  );
  if (playing) throw memberPlayingRefusal(playing.name, teeTime);
}
